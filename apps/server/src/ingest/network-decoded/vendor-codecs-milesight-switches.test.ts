import { decode, parseHex } from '@pinpoint/decoders';
import { describe, expect, it } from 'vitest';
import { mapNetworkDecoded } from './map.ts';

// Milesight WS50x wall switches, each case what Milesight's decoder prints for the bytes
// (Milesight-IoT/SensorDecoders e79c9d8b ws-series/ws503/ws503-decoder.js; TTN's ws50x.js prints the
// state frame alike with "open" / "close"): the state frame ff 29 names every gang with its
// `switch_<n>_change`; the answer to a switch command, fe 29, only the gangs it changed (bits 4-6
// the change, bits 0-2 the state). Mapped by name, each gives the reading our decoder gives for the
// same bytes: an answer turning one gang off says nothing of the others.

type Case = [name: string, hex: string, decoded: Record<string, unknown>, want: Record<string, boolean>];

const cases: Case[] = [
  [
    'state frame, gang 1 on',
    'FF2911',
    {
      switch_1: 'on',
      switch_1_change: 'yes',
      switch_2: 'off',
      switch_2_change: 'no',
      switch_3: 'off',
      switch_3_change: 'no',
    },
    { relay_on: true },
  ],
  [
    'state frame, every gang off',
    'FF2910',
    {
      switch_1: 'off',
      switch_1_change: 'yes',
      switch_2: 'off',
      switch_2_change: 'no',
      switch_3: 'off',
      switch_3_change: 'no',
    },
    { relay_on: false },
  ],
  ['answer: gang 1 turned off, the others unsaid', 'FE2910', { switch_1: 'off' }, {}],
  ['answer: gang 2 turned on', 'FE2922', { switch_2: 'on' }, { relay_on: true }],
];

describe('Milesight WS50x: the relay from the state frame and from a command answer', () => {
  it.each(cases)('%s', (_name, hex, decoded, want) => {
    const ours = decode('milesight-iot/ws50x', 85, parseHex(hex));
    expect(Object.fromEntries(ours.readings.map((r) => [r.field, r.value]))).toStrictEqual(want);
    const mapped = mapNetworkDecoded(decoded, 'milesight-iot/ws50x');
    expect(Object.fromEntries(mapped.readings.map((r) => [r.field, r.value]))).toStrictEqual(want);
  });

  it("TTN's ws50x.js state frame (open / close) reads alike", () => {
    const decoded = {
      switch_1: 'close',
      switch_1_change: 'no',
      switch_2: 'open',
      switch_2_change: 'yes',
      switch_3: 'close',
      switch_3_change: 'no',
    };
    expect(mapNetworkDecoded(decoded, 'milesight-iot/ws50x').readings).toStrictEqual([
      { field: 'relay_on', value: true },
    ]);
  });
});
