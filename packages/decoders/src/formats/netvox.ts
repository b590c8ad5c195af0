import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { hexByte, requireLength, toHex, u8 } from '../bytes.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';
import { twoState, warnUnknownState } from './milesight-tlv.ts';
import { type ConfigAnswers, decodeConfigAnswer } from './netvox-config.ts';

// Netvox's sensors share one frame ("Netvox LoRaWAN Application Command", each user manual's
// "Data Report"): on port 6 a report of 11 bytes, [version 0x01][device type][report type]
// [8 bytes of the report]; report type 0x00 is the version report every model sends after a
// join (software version in tenths, hardware version, a BCD date code). On port 7 the answers
// to configuration commands: [command id][device type][9 bytes]. The device type names the
// model, and each model's layout is its own: a frame of another device type is another
// model's, refused here with a warning rather than read with the wrong layout.
//
// The battery byte of the reports holds the voltage in 0.1 V in its low 7 bits and a
// low-battery flag in bit 7 (e.g. the R718N3 and R718J2 manuals: 0x9F is 3.1 V, low).
// Field names and values follow the TTN device repository's Netvox codecs
// (TheThingsNetwork/lorawan-devices vendor/netvox/payload/*.js), "2.3(low battery)" included.

/** The Netvox LoRaWAN Application Command version these layouts are written for. */
const COMMAND_VERSION = 0x01;
const FRAME_LENGTH = 11;
const REPORT_PORT = 6;
const CONFIG_PORT = 7;

/** Device types as the TTN codecs name them (getDeviceName in vendor/netvox/payload/*.js). */
export const netvoxDeviceNames: ReadonlyMap<number, string> = new Map([
  [0x01, 'R711(R712)'],
  [0x02, 'R311A'],
  [0x05, 'RA07 Series'],
  [0x06, 'R311W'],
  [0x09, 'R726 Series'],
  [0x0b, 'R718A'],
  [0x10, 'RB02I'],
  [0x12, 'R718WB'],
  [0x13, 'R718AB'],
  [0x1a, 'R718DA'],
  [0x1b, 'R718DB'],
  [0x1c, 'R718E'],
  [0x1d, 'R718F'],
  [0x1f, 'R718H'],
  [0x21, 'R718J'],
  [0x25, 'R718LB'],
  [0x27, 'R718MBA'],
  [0x2b, 'R718MBB'],
  [0x31, 'R718T'],
  [0x32, 'R718WA'],
  [0x3f, 'R718H2'],
  [0x49, 'R718N1'],
  [0x4a, 'R718N3'],
  [0x4d, 'R312A'],
  [0x4f, 'R311FA'],
  [0x50, 'R311FB'],
  [0x55, 'R312'],
  [0x5b, 'R718Q'],
  [0x69, 'R602A'],
  [0x6e, 'R720A'],
  [0x6f, 'R720B'],
  [0x7d, 'R730F'],
  [0x82, 'R730MBA'],
  [0x83, 'R730MBB'],
  [0x90, 'R718CJ'],
  [0x91, 'R718CK'],
  [0x92, 'R718CT'],
  [0x93, 'R718CN'],
  [0x94, 'R718CE'],
  [0x95, 'R718B'],
]);

/** Reads one report's fields (all 11 bytes are there) into the result. */
export type ReportReader = (bytes: Uint8Array, out: ResultBuilder) => void;

/** A payload layout several Netvox models share (one TTN payload/*.js file). */
export type NetvoxFamily = {
  /** Port 6 report types other than the version report (0x00), each with its reader. */
  reports: Readonly<Record<number, ReportReader>>;
  /** Port 7: the report settings of the ReadConfigReportRsp and the family's further answers. */
  config: ConfigAnswers;
  /** Ports whose frames carry no device type (the push buttons' 13, the probes' 14). */
  ports?: Readonly<Record<number, ReportReader>>;
};

type NetvoxSpec = {
  modelId: string;
  model: string;
  deviceType: number;
  readings: readonly ReadingField[];
};

const deviceLabel = (type: number): string => {
  const name = netvoxDeviceNames.get(type);
  return name === undefined ? hexByte(type) : `${hexByte(type)} (${name})`;
};

/**
 * The battery byte: Volt as the TTN codecs give it, and the readings. 0 V is no battery a sensor
 * runs on, so it gives no battery reading (and no low-battery state), only a warning.
 */
export function readBattery(bytes: Uint8Array, at: number, out: ResultBuilder): void {
  const raw = u8(bytes, at);
  const decivolts = raw & 0x7f;
  const low = (raw & 0x80) !== 0;
  out.set('Volt', low ? `${decivolts / 10}(low battery)` : decivolts / 10);
  if (decivolts === 0) {
    out.warn('battery byte reports 0 V (no battery voltage); not stored');
    return;
  }
  out.reading('battery_mv', decivolts * 100);
  out.reading('low_battery', low);
}

function readVersionReport(bytes: Uint8Array, out: ResultBuilder): void {
  out.set('SWver', u8(bytes, 3) / 10);
  out.set('HWver', u8(bytes, 4));
  out.set('Datecode', toHex(bytes.subarray(5, 9)));
}

/** The frame's device type is the model's; otherwise a warning says whose frame it is. */
function isOwnDevice(bytes: Uint8Array, spec: NetvoxSpec, out: ResultBuilder): boolean {
  const type = u8(bytes, 1);
  if (type === spec.deviceType) return true;
  out.warn(
    `device type ${deviceLabel(type)} is not the ${spec.model}'s (${hexByte(spec.deviceType)}): another model's frame; not decoded`,
  );
  return false;
}

/** The TTN codecs' name for the model's device type, for the `Device` field. */
const deviceName = (spec: NetvoxSpec): string => netvoxDeviceNames.get(spec.deviceType) ?? spec.model;

function decodeReport(bytes: Uint8Array, family: NetvoxFamily, spec: NetvoxSpec, out: ResultBuilder): void {
  const version = u8(bytes, 0);
  if (version !== COMMAND_VERSION) {
    out.warn(`Netvox command version ${hexByte(version)} is not the known 0x01; not decoded`);
    return;
  }
  if (!isOwnDevice(bytes, spec, out)) return;
  out.set('Device', deviceName(spec));
  const reportType = u8(bytes, 2);
  if (reportType === 0x00) {
    readVersionReport(bytes, out);
    return;
  }
  const read = family.reports[reportType];
  if (read) read(bytes, out);
  else out.warn(`unknown ${spec.model} report type ${hexByte(reportType)}; not decoded`);
}

function decodeNetvox(
  bytes: Uint8Array,
  fPort: number,
  family: NetvoxFamily,
  spec: NetvoxSpec,
): DecodeResult {
  const out = new ResultBuilder();
  const portReader = family.ports?.[fPort];
  if (portReader) {
    portReader(bytes, out);
    return out.build();
  }
  requireLength(bytes, FRAME_LENGTH);
  if (fPort === REPORT_PORT) {
    decodeReport(bytes, family, spec, out);
  } else if (isOwnDevice(bytes, spec, out)) {
    out.set('Device', deviceName(spec));
    decodeConfigAnswer(bytes, family.config, out);
  }
  return out.build();
}

/**
 * A Netvox model: reports on port 6, configuration answers on port 7, the family's other ports.
 * Its model id is the TTN device repository's, the model's name in lower case (netvox/r718a).
 */
export function netvoxModel(
  family: NetvoxFamily,
  model: string,
  deviceType: number,
  readings: readonly ReadingField[],
): ModelDecoder {
  const spec: NetvoxSpec = { modelId: `netvox/${model.toLowerCase()}`, model, deviceType, readings };
  const extraPorts = Object.keys(family.ports ?? {}).map(Number);
  return {
    modelId: spec.modelId,
    vendor: 'Netvox',
    model: spec.model,
    // Netvox's ports are fixed by the firmware, not settings.
    fPorts: [REPORT_PORT, CONFIG_PORT, ...extraPorts],
    defaultFPort: REPORT_PORT,
    readings: spec.readings,
    location: false,
    decode: (bytes, fPort) => decodeNetvox(bytes, fPort, family, spec),
    commandsNote:
      "Netvox sets report intervals with its ConfigReportReq (port 7, the model's device type); it is not in our catalogue yet.",
  };
}

/** A two-state byte (0 / 1); another value is neither state: a warning, and undefined. */
export function stateOf(out: ResultBuilder, value: number, name: string): boolean | undefined {
  const state = twoState(value);
  if (state === undefined) warnUnknownState(out, name, value);
  return state;
}

/** A two-state byte as a reading, none for a value that is neither state. */
export function stateReading(out: ResultBuilder, field: ReadingField, value: number, name: string): void {
  const state = stateOf(out, value, name);
  if (state !== undefined) out.reading(field, state);
}
