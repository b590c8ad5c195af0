import { hexByte, requireLength, s16be, u8, u16be, u32be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { DecodeError } from '../errors.ts';
import { decodeLht65Datalog, isDatalog, isRetransmission } from '../formats/dragino-lht65-extra.ts';
import { ResultBuilder } from '../result.ts';
import type { DecodeResult, ModelDecoder } from '../types.ts';

// Dragino LHT65 / LHT65N temperature & humidity sensor, fPort 2, 11 bytes, big-endian.
// Field names and values follow the TTN device repository codec (vendor/dragino/lht65.js).

/** The DS18B20 / TMP117 probe reports 0x7FFF (327.67 °C) when it has no reading. */
const PROBE_ABSENT = 0x7fff;
const FRAME_LENGTH = 11;
const LHT65N_LONG_FRAME = 15;

const EXT_NONE = 0x0;
const EXT_DS18B20 = 0x1;
const EXT_TMP117 = 0x2;
const EXT_INTERRUPT = 0x4;
const EXT_ILLUMINANCE = 0x5;
const EXT_ADC = 0x6;
const EXT_COUNT_16 = 0x7;
const EXT_COUNT_32 = 0x8;
const EXT_DS18B20_TIMESTAMP = 0x9;
const EXT_PROBE_ID = 0xf;
// LHT65N only (Dragino's LHT65N decoder, dragino/dragino-end-node-decoder
// LHT65N/LHT65N-TTN-v1.5.6_decoder.txt, which reads the whole of byte 6 as the type):
const EXT_TMP117_TIMESTAMP = 0x0a;
const EXT_SHT31 = 0x0b;
const EXT_SHT31_ID = 0x10;
const EXT_TMP117_ID = 0x20;
/** LHT65N types whose bytes 2-5 are not the built-in SHT sensor (a probe ID, or 0x0E, undocumented). */
const LHT65N_NO_BUILT_IN_SHT = new Set([0x0e, EXT_SHT31_ID, EXT_TMP117_ID]);

/** `lht65n`: the LHT65N's TMP117 and SHT31 probe types, which use bits 4-5 of byte 6 too. */
type Lht65Options = { lht65n: boolean };

/** Shared by the LHT65 and LHT65N (same firmware frame; the LHT65N adds TMP117 and SHT31 probes). */
export function decodeLht65Frame(bytes: Uint8Array, options: Lht65Options): DecodeResult {
  if (isDatalog(bytes)) return decodeLht65Datalog(bytes);
  // LHT65N: bits 7-6 = 10 mark an entry the device sends again because the server never
  // acknowledged it (PNACKMD=1), in the datalog layout: bytes 7-10 are its time, not a probe
  // value. Both of Dragino's LHT65N decoders read it so (LHT65N-TTN-v1.5.6 "case 2", and the
  // TTN repository's vendor/dragino/lht65n.js, which takes bit 7 as the poll flag).
  if (options.lht65n && isRetransmission(bytes)) return decodeLht65Datalog(bytes, { retransmission: true });
  requireLength(bytes, FRAME_LENGTH);
  const out = new ResultBuilder();
  if (bytes.length === LHT65N_LONG_FRAME && options.lht65n) {
    // Dragino's v1.5.6 decoder accepts 15-byte frames and reads their first 11 bytes only.
    out.warn(`${LHT65N_LONG_FRAME - FRAME_LENGTH} bytes after the 11-byte frame not decoded`);
  } else if (bytes.length > FRAME_LENGTH) {
    throw new DecodeError(`unexpected length (${bytes.length} bytes, expected ${FRAME_LENGTH})`);
  }
  const status = u8(bytes, 6);
  if (status & 0x40) {
    // Bits 7-6 = 11: Dragino's decoder answers "unknown" too.
    throw new DecodeError('unknown message status (byte 6 bits 7-6 both set)');
  }
  // LHT65: bit 7 flags a disconnected probe (vendor/dragino/lht65.js); bit 6 is the datalog
  // flag (handled above). On the LHT65N bit 7 is the retransmission flag (handled above).
  const ext = status & (options.lht65n ? 0x3f : 0x0f);
  const probeDisconnected = (status & 0x80) !== 0;

  if (ext === EXT_DS18B20_TIMESTAMP || (options.lht65n && ext === EXT_TMP117_TIMESTAMP)) {
    // The timestamp modes move the probe temperature into the battery's place.
    const name = ext === EXT_DS18B20_TIMESTAMP ? 'TempC_DS' : 'TempC_TMP117';
    probeTemperature(out, name, s16be(bytes, 0), probeDisconnected);
    out.set('Bat_status', u8(bytes, 4) >> 6);
  } else {
    const millivolts = u16be(bytes, 0) & 0x3fff;
    out.set('BatV', millivolts / 1000);
    out.set('Bat_status', u8(bytes, 0) >> 6);
    out.reading('battery_mv', millivolts);
  }

  if (ext !== EXT_PROBE_ID && !(options.lht65n && LHT65N_NO_BUILT_IN_SHT.has(ext))) {
    const temperature = s16be(bytes, 2);
    const humidity = (u16be(bytes, 4) & 0x0fff) / 10;
    out.set('TempC_SHT', temperature / 100);
    out.set('Hum_SHT', humidity);
    if (temperature !== PROBE_ABSENT) out.reading('temperature', temperature / 100);
    out.reading('humidity', humidity);
  }
  if (probeDisconnected) out.set('No_connect', 'Sensor no connection');

  decodeExternal(bytes, ext, options, probeDisconnected, out);
  return out.build();
}

function decodeExternal(
  bytes: Uint8Array,
  ext: number,
  options: Lht65Options,
  probeDisconnected: boolean,
  out: ResultBuilder,
): void {
  switch (ext) {
    case EXT_NONE:
      out.set('Ext_sensor', 'No external sensor');
      return;
    case EXT_DS18B20:
      out.set('Ext_sensor', 'Temperature Sensor');
      probeTemperature(out, 'TempC_DS', s16be(bytes, 7), probeDisconnected);
      return;
    case EXT_INTERRUPT:
      out.set('Work_mode', 'Interrupt Sensor send');
      out.set('Exti_pin_level', u8(bytes, 7) ? 'High' : 'Low');
      out.set('Exti_status', u8(bytes, 8) ? 'True' : 'False');
      return;
    case EXT_ILLUMINANCE: {
      const lux = u16be(bytes, 7);
      out.set('Work_mode', 'Illumination Sensor');
      out.set('ILL_lx', lux);
      out.reading('illuminance', lux);
      return;
    }
    case EXT_ADC:
      out.set('Work_mode', 'ADC Sensor');
      out.set('ADC_V', u16be(bytes, 7) / 1000);
      return;
    case EXT_COUNT_16:
      out.set('Work_mode', 'Interrupt Sensor count');
      out.set('Exit_count', u16be(bytes, 7));
      return;
    case EXT_COUNT_32:
      out.set('Work_mode', 'Interrupt Sensor count');
      out.set('Exit_count', u32be(bytes, 7));
      return;
    case EXT_DS18B20_TIMESTAMP:
      out.set('Work_mode', 'DS18B20 & timestamp');
      out.set('Systimestamp', u32be(bytes, 7));
      return;
    case EXT_PROBE_ID:
      out.set('Work_mode', 'DS18B20ID');
      out.set('ID', idOf(bytes, [2, 3, 4, 5, 7, 8, 9, 10]));
      return;
    default:
      if (!options.lht65n || !decodeLht65nExternal(bytes, ext, probeDisconnected, out)) {
        out.warn(`unknown external sensor type ${hexByte(ext)}`);
      }
  }
}

/** The LHT65N's own probe types; false for a type it does not know either. */
function decodeLht65nExternal(
  bytes: Uint8Array,
  ext: number,
  probeDisconnected: boolean,
  out: ResultBuilder,
): boolean {
  switch (ext) {
    case EXT_TMP117:
      out.set('Ext_sensor', 'Temperature Sensor');
      probeTemperature(out, 'TempC_TMP117', s16be(bytes, 7), probeDisconnected);
      return true;
    case EXT_TMP117_TIMESTAMP:
      out.set('Work_mode', 'TMP117 & timestamp');
      out.set('Systimestamp', u32be(bytes, 7));
      return true;
    case EXT_SHT31:
      out.set('Work_mode', 'SHT31 Sensor');
      sht31Probe(bytes, probeDisconnected, out);
      return true;
    case EXT_SHT31_ID:
      out.set('Work_mode', 'SHT31ID');
      out.set('ID', idOf(bytes, [2, 3, 4, 5]));
      sht31Probe(bytes, probeDisconnected, out);
      return true;
    case EXT_TMP117_ID:
      out.set('Work_mode', 'NE117ID');
      out.set('ID', idOf(bytes, [2, 3, 4, 5, 9, 10]));
      probeTemperature(out, 'TempC_TMP117', s16be(bytes, 7), probeDisconnected);
      return true;
    default:
      return false;
  }
}

/**
 * The external SHT31 probe: its temperature is the probe temperature; its humidity stays a
 * vendor field, as the reading vocabulary has no humidity for a probe apart from the device's own.
 */
function sht31Probe(bytes: Uint8Array, probeDisconnected: boolean, out: ResultBuilder): void {
  probeTemperature(out, 'Ext_TempC_SHT', s16be(bytes, 7), probeDisconnected);
  out.set('Ext_Hum_SHT', (u16be(bytes, 9) & 0x0fff) / 10);
}

function probeTemperature(out: ResultBuilder, name: string, raw: number, disconnected: boolean): void {
  // The vendor field keeps the codec's value (327.67 for "absent"); only a real value becomes a reading.
  out.set(name, raw / 100);
  if (raw !== PROBE_ABSENT && !disconnected) out.reading('external_temperature', raw / 100);
}

function idOf(bytes: Uint8Array, positions: readonly number[]): string {
  return positions.map((at) => `${u8(bytes, at).toString(16).padStart(2, '0')} `).join('');
}

export const draginoLht65: ModelDecoder = {
  modelId: 'dragino/lht65',
  vendor: 'Dragino',
  model: 'LHT65',
  fPorts: [2],
  defaultFPort: 2,
  readings: ['temperature', 'humidity', 'external_temperature', 'illuminance', 'battery_mv'],
  location: false,
  decode: (bytes) => decodeLht65Frame(bytes, { lht65n: false }),
  commands: draginoCommands(sources.lht65),
};
