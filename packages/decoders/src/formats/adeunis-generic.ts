import { s16be, u8, u16be, u32be } from '../bytes.ts';
import type { ModelDecoder } from '../types.ts';
import {
  type AdeunisSpec,
  adeunisModel,
  type Content,
  configurationInconsistency,
  type FrameReader,
  measure,
  timestampField,
} from './adeunis.ts';

// The frames Adeunis's products share (@adeunis/codecs 1.6.1 src/products/generic): network
// configuration 0x20, downlink acknowledgement 0x2f, keep-alive 0x30, register write status 0x33,
// alert 0x36, software version 0x37, and the smart-building products' digital inputs (0x1f
// configuration, 0x51 / 0x52 input alarms). None gives a reading: the inputs' meaning is the
// installer's (the Motion's input 1 is its button, the others' are whatever is wired).

/**
 * 0x20, by its length as the codec tells LoRaWAN (4 bytes) from Sigfox (3 or 5). The older
 * products' byte 2 holds only the ADR bit; the others' the whole register (duty cycle, class).
 */
export const networkConfig =
  (wholeRegister: boolean): FrameReader =>
  (bytes) => {
    const content: Content = { type: '0x20 Configuration' };
    if (bytes.length === 4) {
      const register = u8(bytes, 2);
      content.loraAdr = (register & 0x01) !== 0;
      content.loraProvisioningMode = u8(bytes, 3) === 0 ? 'ABP' : 'OTAA';
      if (wholeRegister) {
        // The codec's spelling.
        content.loraDutycyle = register & 0x04 ? 'activated' : 'deactivated';
        content.loraClassMode = register & 0x20 ? 'CLASS C' : 'CLASS A';
      }
    } else if (bytes.length === 3 || bytes.length === 5) {
      content.sigfoxRetry = u8(bytes, 2) & 0x03;
      if (bytes.length === 5) content.sigfoxDownlinkPeriod = measure('m', s16be(bytes, 3));
    } else {
      // PartialDecodingReason.MISSING_NETWORK: the length is neither network's.
      content.partialDecoding = 1;
    }
    return content;
  };

const requestStatus = [
  'errorOtherReason',
  'success',
  'errorGeneric',
  'errorWrongState',
  'errorInvalidRequest',
];
/** A downlink request's status as the codecs word it (0x2f frames). */
export const requestStatusText = (value: number) => requestStatus[value] ?? 'errorOtherReason';

/** 0x2f: the downlink frame code acknowledged (as the codec writes it: `0x` + lower-case hex, unpadded). */
export const downlinkAck: FrameReader = (bytes) => ({
  type: '0x2f Downlink ack',
  downlinkFramecode: `0x${u8(bytes, 2).toString(16)}`,
  requestStatus: requestStatusText(u8(bytes, 3)),
});

/** 0x30 of the products without a keep-alive of their own: nothing but the header. */
export const keepAlive: FrameReader = () => ({ type: '0x30 Keep alive' });

const registerStatus = [
  'errorOtherReason',
  'success',
  'successNoUpdate',
  'errorCoherency',
  'errorInvalidRegister',
  'errorInvalidValue',
  'errorTruncatedValue',
  // The codec's spelling.
  'errorAccesNotAllowed',
];

/** 0x33: the answer to a register write. */
export const registerWriteStatus: FrameReader = (bytes) => ({
  type: '0x33 Set register status',
  requestStatus: registerStatus[u8(bytes, 2)] ?? 'errorOtherReason',
  registerId: u16be(bytes, 3),
});

/** 0x36: the alert code (other codes print none). */
export const alertMessage: FrameReader = (bytes) => {
  const content: Content = { type: '0x36 Alert message' };
  const code = u8(bytes, 2);
  if (code === 0) content.alertCode = 'normalState';
  else if (code === 1) content.alertCode = 'uplinkDownlinkForbidden';
  return content;
};

/** 0x37: the application and radio firmware versions. */
export const softwareVersion: FrameReader = (bytes) => ({
  type: '0x37 Software version',
  appVersion: `${u8(bytes, 2)}.${u8(bytes, 3)}.${u8(bytes, 4)}`,
  rtuVersion: `${u8(bytes, 5)}.${u8(bytes, 6)}.${u8(bytes, 7)}`,
});

const edgeTypes = ['deactivated', 'highEdge', 'lowEdge', 'bothEdges'];
// The codec's table, with its 500 ms for code 3 (between 20 and 100 ms, where the others have 50).
const inputDebounceMs = [
  0, 10, 20, 500, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 40000, 60000, 300000, 600000,
];

function inputConfig(bytes: Uint8Array, at: number): Content {
  const byte = u8(bytes, at);
  return {
    type: edgeTypes[byte & 0x0f] ?? '',
    debouncingPeriod: measure('ms', inputDebounceMs[byte >> 4] ?? 0),
    threshold: u16be(bytes, at + 1),
  };
}

/** 0x1f: the two digital inputs' configuration (registers 380-383). */
export const inputsConfig: FrameReader = (bytes) => ({
  type: '0x1f digital input configuration',
  digitalInput1: inputConfig(bytes, 2),
  digitalInput2: inputConfig(bytes, 5),
});

/** 0x51 / 0x52: an input's event count passed its threshold; its state and counters. */
export const inputAlarm =
  (input: 1 | 2): FrameReader =>
  (bytes) => {
    const content: Content = {
      type: `0x5${input} digital input ${input} alarm`,
      ...timestampField(bytes, 9),
    };
    const state = u8(bytes, 2);
    content.state = { previousFrame: (state & 0x02) !== 0, current: (state & 0x01) !== 0 };
    content.counter = { global: u32be(bytes, 3), instantaneous: u16be(bytes, 7) };
    return content;
  };

/** The network configuration (0x20) and register write status (0x33) most products answer with. */
export const networkFrames = (wholeRegister: boolean): Array<[number, FrameReader]> => [
  [0x20, networkConfig(wholeRegister)],
  [0x33, registerWriteStatus],
];

/**
 * A smart-building product (BREATH, COMFORT, COMFORT CO2, DELTA P, MOTION): the configuration
 * inconsistency bit before its own status flags, the shared frames (0x1f, 0x20, 0x33, 0x51, 0x52)
 * beside its own, and its threshold alarms (`threshold_alarm`) after its own readings.
 */
export function smartBuildingModel(spec: AdeunisSpec): ModelDecoder {
  return adeunisModel({
    ...spec,
    readings: [...spec.readings, 'threshold_alarm'],
    status: [configurationInconsistency, ...spec.status],
    frames: new Map([
      [0x1f, inputsConfig],
      ...networkFrames(true),
      [0x51, inputAlarm(1)],
      [0x52, inputAlarm(2)],
      ...spec.frames,
    ]),
  });
}
