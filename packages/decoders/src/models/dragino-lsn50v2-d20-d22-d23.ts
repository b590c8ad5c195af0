import { s8, s16be, u8, u16be } from '../bytes.ts';
import { draginoCommands } from '../commands/dragino.ts';
import { sources } from '../commands/sources.ts';
import { DecodeError } from '../errors.ts';
import { ResultBuilder } from '../result.ts';
import type { ModelDecoder } from '../types.ts';
import {
  batteryAndProbe1,
  decodeLsn50v2D20,
  LSN50V2_D20_READINGS,
  LSN50V2_MODES,
  requireLsn50v2Length,
} from './dragino-lsn50v2-d20.ts';

// Dragino LSN50v2-D20 / D22 / D23 under TTN's id for all three: the same uplink as
// dragino/lsn50v2-d20 (see there), named after the probes' cable colours. Fields follow TTN's
// vendor/dragino/lsn50v2-d20-d22-d23.js (0a254aaa), which decodes only work mode 3 (three
// DS18B20: red bytes 2-3, white 7-8, black 9-10, 0xFFFF "NULL") and 31 (alarm thresholds), and
// only 11-byte payloads. Its own codec yaml example is a mode 0 uplink decoded the LSN50v2-D20
// way, which the file returns nothing for; we decode the other modes as dragino/lsn50v2-d20.
//
// Where we differ from the codec: it reads the black probe unsigned (0xFFEC is 6551.6 °C, not
// -2.0 °C); we read it signed like the other two. Probe 1 (red) is `external_temperature`;
// 0x7FFF / 0xFFFF on it give no reading and a warning.

const probeField = (bytes: Uint8Array, at: number): number | 'NULL' =>
  u16be(bytes, at) === 0xffff ? 'NULL' : s16be(bytes, at) / 10;

export const draginoLsn50v2D20D22D23: ModelDecoder = {
  modelId: 'dragino/lsn50v2-d20-d22-d23',
  vendor: 'Dragino',
  model: 'LSN50v2-D20/D22/D23',
  fPorts: [2],
  defaultFPort: 2,
  readings: LSN50V2_D20_READINGS,
  location: false,
  decode(bytes) {
    const mode = requireLsn50v2Length(bytes);
    const out = new ResultBuilder();
    if (mode !== LSN50V2_MODES.ds18b20 && mode !== LSN50V2_MODES.alarmSettings) {
      decodeLsn50v2D20(bytes, mode, out);
      return out.build();
    }
    if (bytes.length !== 11) {
      throw new DecodeError(`payload of ${bytes.length} bytes in work mode ${mode} (expected 11)`);
    }
    if (mode === LSN50V2_MODES.ds18b20) {
      const alarm = (u8(bytes, 6) & 0x01) !== 0;
      out.set('Work_mode', 'DS18B20');
      out.set('BatV', u16be(bytes, 0) / 1000);
      out.set('ALARM_status', alarm ? 'TRUE' : 'FALSE');
      out.set('Temp_Red', probeField(bytes, 2));
      out.set('Temp_White', probeField(bytes, 7));
      out.set('Temp_Black', probeField(bytes, 9));
      batteryAndProbe1(bytes, out);
      out.alarm(alarm);
    } else {
      out.set('Work_mode', 'ALARM');
      out.set('Temp_Red_MIN', s8(bytes, 4));
      out.set('Temp_Red_MAX', s8(bytes, 5));
      out.set('Temp_White_MIN', s8(bytes, 7));
      out.set('Temp_White_MAX', s8(bytes, 8));
      out.set('Temp_Black_MIN', s8(bytes, 9));
      out.set('Temp_Black_MAX', s8(bytes, 10));
      // Not in this codec's fields, but where lsn50v2-d20.js reads them in mode 31.
      batteryAndProbe1(bytes, out);
    }
    return out.build();
  },
  commands: draginoCommands(sources.dragino),
};
