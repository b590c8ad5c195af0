import { describe, expect, it } from 'vitest';
import type { TrackerEvent, TrackerRecord } from '../codec.ts';
import { queclinkCodec } from './codec.ts';

// Sources: [gv200] Queclink GV200 @Track Air Interface Protocol TRACGV200AN003, +RESP:GTERI (its
// example verbatim); [traccar] Gl200TextProtocolDecoder.decodeEri at 9e5c458ad0bf for the order
// of the <ERI Mask> parts, from which the other frames are built (a GV300W report of
// Gl200TextProtocolDecoderTest with its accessories changed).

const one = (text: string): TrackerRecord => {
  const [event] = queclinkCodec.createStream().push(Buffer.from(text, 'latin1')) as TrackerEvent[];
  if (event?.type !== 'records') throw new Error(`no records: ${JSON.stringify(event)}`);
  return event.records.at(-1) as TrackerRecord;
};

/** A GV300W (27) GTERI up to its UART device type, as Traccar's vector 271002 sends it. */
const gv300w = (mask: string, accessories: string) =>
  `+RESP:GTERI,271002,863457051562823,,${mask},,10,1,1,0.0,15,28.2,-58.695253,-34.625413,` +
  `20230119193305,0722,0007,1168,16B3BB,00,0.0,,,,99,210100,2,${accessories}20230119193314,07C7$`;

describe('Queclink GTERI accessories', () => {
  it("reads the digit fuel sensor of the GV200 protocol's example [gv200]", () => {
    const record = one(
      '+RESP:GTERI,040408,862170010903183,,00000001,,10,1,1,0.5,55,71.8,117.200986,31.832871,' +
        '20120818041519,0460,0000,5663,5A02,00,0.0,,,,,,,,1,0097,20120818041528,0030$',
    );
    expect(record).toMatchObject({
      lat: 31.832871,
      lon: 117.200986,
      extra: expect.objectContaining({ fuel: 0x97 }),
    });
  });

  it('reads fuel then three 1-wire probes: probe 1 external, the rest temp2.., none without data', () => {
    // Fuel 0123; probes -10.5 °C (FF58), 85 °C (0550), one with no reading, 0.0625 °C (0001).
    const record = one(
      gv300w(
        '00000003',
        '0123,4,28AA000000000001,1,FF58,28AA000000000002,1,0550,28AA000000000003,1,,28AA000000000004,1,0001,',
      ),
    );
    expect(record.externalTemperatureC).toBe(-10.5);
    expect(record.extra).toMatchObject({ fuel: 0x123, temp2: 85, temp3: 0.0625 });
    expect(record.batteryPct).toBe(99);
  });

  it('reads the fuel sensor list of bits 3 and 4: each level and volume', () => {
    const record = one(gv300w('00000018', '2,4,55.5,120.0,4,60.0,130.5,'));
    expect(record.extra).toMatchObject({
      fuelLevel: 55.5,
      fuelVolume: 120,
      fuelLevel2: 60,
      fuelVolume2: 130.5,
    });
  });

  it('stops at CAN data (bit 2): what follows it cannot be placed', () => {
    // Bits 1, 2 and 3: the CAN fields `1,4,55.5` would read as a fuel list were they not skipped.
    const record = one(gv300w('0000000E', '1,28AA000000000001,1,0190,1,4,55.5,'));
    expect(record.externalTemperatureC).toBe(25);
    expect(record.extra?.fuelLevel).toBeUndefined();
  });
});
