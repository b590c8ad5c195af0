import { u8, u16be, u32be } from '../bytes.ts';
import {
  adeunisModel,
  type Content,
  debounceDurations,
  type FrameReader,
  measure,
  productMode,
  timestampField,
  timestampFlag,
} from '../formats/adeunis.ts';
import { downlinkAck, keepAlive, networkFrames } from '../formats/adeunis-generic.ts';
import type { ResultBuilder } from '../result.ts';

// Adeunis DRY CONTACTS (the TTN device repository's `dry-contact`, @adeunis/codecs's
// `drycontacts`, firmware 1.3.x) and DRY CONTACTS 2 (`dry-contacts-2`, `drycontacts2`, firmware
// 2.1.x, drycontacts_lib.js). Four channels A-D, each an input or an output as configured (0x10).
// 0x40 data: each channel's event counter (a word) and its state now and at the previous frame,
// "true: ON/CLOSED, false: OFF/OPEN"; the DRY CONTACTS 2's 0x30 keep-alive: counters and states
// (bits 0-3, not the data frame's even bits); 0x41 an event lasted past its threshold; 0x59 the
// channels' ON time counters. What a channel is wired to is the installer's: the states are
// `digital_inputs` (bit 0 channel A ... bit 3 channel D, set when ON/CLOSED), the counters fields.

const channels = ['channelA', 'channelB', 'channelC', 'channelD'] as const;

/** The states byte of the data frames: the current state at bits 0, 2, 4, 6, the previous one above each. */
function dataChannels(bytes: Uint8Array, out: ResultBuilder): Content {
  const states = u8(bytes, 10);
  const content: Content = { decodingInfo: 'true: ON/CLOSED, false: OFF/OPEN' };
  let mask = 0;
  for (const [index, name] of channels.entries()) {
    const current = (states >> (index * 2)) & 0x01;
    content[name] = {
      value: u16be(bytes, 2 + index * 2),
      currentState: current !== 0,
      previousFrameState: ((states >> (index * 2 + 1)) & 0x01) !== 0,
    };
    mask |= current << index;
  }
  out.reading('digital_inputs', mask);
  return content;
}

type ChannelTypes = readonly (readonly [string, string])[];

// The codecs' channel types (low nibble) and their edges; other codes print as disabled.
const typesV1: ChannelTypes = [
  ['disabled', ''],
  ['inputPeriodic', 'high'],
  ['inputPeriodic', 'low'],
  ['inputPeriodic', 'both'],
  ['inputEvent', 'high'],
  ['inputEvent', 'low'],
  ['inputEvent', 'both'],
  ['output', 'high'],
  ['output', 'low'],
];
const typesV2: ChannelTypes = [
  ['disabled', ''],
  ['input', 'high'],
  ['input', 'low'],
  ['input', 'both'],
  ['output', ''],
];

/** A channel's configuration byte: type and edge (low nibble), debounce (high nibble). */
function channelConfig(byte: number, types: ChannelTypes, outputHasNoEdge: boolean): Content {
  const [type, edge] = types[byte & 0x0f] ?? ['disabled', ''];
  if (type === 'disabled' || (outputHasNoEdge && type === 'output')) return { type };
  const [value, unit] = debounceDurations[byte >> 4] ?? [0, 's'];
  return { type, edge, debounceDuration: { unit, value } };
}

/** DRY CONTACTS 0x10: the product mode (byte 8) sets the periods' unit, then the channels. */
const configV1: FrameReader = (bytes) => {
  const mode = u8(bytes, 8);
  const content: Content = { type: '0x10 Dry Contacts configuration', productMode: productMode(mode) };
  const [factor, unit] = mode === 1 ? [10, 'm'] : [20, 's'];
  content.keepAlivePeriod = measure(unit, u8(bytes, 2) * factor);
  content.transmitPeriod = measure(unit, u8(bytes, 3) * factor);
  for (const [index, name] of channels.entries())
    content[name] = channelConfig(u8(bytes, 4 + index), typesV1, false);
  return content;
};

export const adeunisDryContact = adeunisModel({
  modelId: 'adeunis/dry-contact',
  model: 'DRY CONTACTS',
  readings: ['digital_inputs'],
  status: [],
  frames: new Map([
    ...networkFrames(false),
    [0x10, configV1],
    [0x2f, downlinkAck],
    [0x30, keepAlive],
    [0x40, (bytes, out) => ({ type: '0x40 Dry Contacts data', ...dataChannels(bytes, out) })],
  ]),
});

const configV2: FrameReader = (bytes) => {
  const content: Content = {
    type: '0x10 Dry Contacts 2 configuration',
    keepAlivePeriod: measure('s', u16be(bytes, 2) * 10),
    transmitPeriod: measure('s', u16be(bytes, 4) * 10),
  };
  for (const [index, name] of channels.entries())
    content[name] = channelConfig(u8(bytes, 6 + index), typesV2, true);
  return content;
};

const keepAliveV2: FrameReader = (bytes, out) => {
  const content: Content = { type: '0x30 Dry Contacts 2 keep alive', ...timestampField(bytes, 11) };
  const states = u8(bytes, 10);
  for (const [index, name] of channels.entries()) {
    content[name] = { value: u16be(bytes, 2 + index * 2), state: ((states >> index) & 0x01) !== 0 };
  }
  out.reading('digital_inputs', states & 0x0f);
  return content;
};

const durationAlarm: FrameReader = (bytes) => {
  const content: Content = { type: '0x41 Dry Contacts 2 duration alarm', ...timestampField(bytes, 5) };
  content.channel = u8(bytes, 2);
  content.durationThreshold = measure('min', u16be(bytes, 3));
  return content;
};

/** 0x59: byte 2's bits say which channels' ON time counters (seconds, u32) follow. */
const timeCounting: FrameReader = (bytes) => {
  const content: Content = {
    type: '0x59 Dry Contacts 2 time counting data',
    ...timestampField(bytes, bytes.length - 4),
  };
  const present = u8(bytes, 2);
  let at = 3;
  for (const [index, name] of channels.entries()) {
    if (!(present & (1 << index))) continue;
    content[`${name}TimeCounter`] = measure('s', u32be(bytes, at));
    at += 4;
  }
  return content;
};

export const adeunisDryContacts2 = adeunisModel({
  modelId: 'adeunis/dry-contacts-2',
  model: 'DRY CONTACTS 2',
  readings: ['digital_inputs'],
  status: [timestampFlag],
  frames: new Map([
    ...networkFrames(true),
    [0x10, configV2],
    [0x2f, downlinkAck],
    [0x30, keepAliveV2],
    [
      0x40,
      (bytes, out) => ({
        type: '0x40 Dry Contacts 2 data',
        ...timestampField(bytes, 11),
        ...dataChannels(bytes, out),
      }),
    ],
    [0x41, durationAlarm],
    [0x59, timeCounting],
  ]),
});
