import { s16le, u8 } from '../bytes.ts';
import { type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import { batteryChannel, type ChannelTable, deviceInfoChannels, label } from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight EM310-TILT and EM320-TILT tilt sensors. Names as Milesight's decoders
// (Milesight-IoT/SensorDecoders em-series/em310-tilt/em310-tilt-decoder.js, em320-tilt/
// em320-tilt-decoder.js): `angle_x`, `angle_y`, `angle_z` in degrees and, per axis,
// `threshold_x` ... "normal" | "trigger", the axis's alarm condition configured on the device
// (below, above, between or outside an angle). The angles have no reading; a triggered axis is
// the device's threshold_alarm (true while any axis is triggered). `tilt` is not given: the
// condition may as well be "below an angle", which is no tilt.

/** handle_downlink_response of both decoders (06: the angle alarm settings, kept in hex). */
const replies: ReplySpec = {
  '03': ['report_interval', 2],
  '06': ['angle_alarm_config', 9],
  '10': ['reboot', 1],
  '28': ['query_device_status', 1],
  '4a': ['sync_time', 1],
  '62': ['initial_surface', 1],
  '63': ['angle_alarm_condition', 8],
};

const TRIGGER = ['normal', 'trigger'] as const;
const AXES = ['x', 'y', 'z'] as const;

/** Angles in 0.01°, and each axis's alarm flag. */
function setAngles(out: ResultBuilder, angles: readonly number[], triggered: readonly boolean[]): void {
  AXES.forEach((axis, index) => {
    out.set(`angle_${axis}`, (angles[index] ?? 0) / 100);
    out.set(`threshold_${axis}`, label(TRIGGER, triggered[index] ? 1 : 0));
  });
  out.alarm(triggered.some(Boolean));
}

const base: ChannelTable = {
  ...replyChannels(replies),
  ...deviceInfoChannels,
  '0175': batteryChannel,
};

// EM310-TILT, 03 CF: three signed angles, then a byte whose bits 0-2 flag the X, Y, Z alarms.
const em310Table: ChannelTable = {
  ...base,
  '03cf': {
    size: 7,
    read(bytes, at, out) {
      const flags = u8(bytes, at + 6);
      setAngles(
        out,
        [s16le(bytes, at), s16le(bytes, at + 2), s16le(bytes, at + 4)],
        AXES.map((_axis, index) => ((flags >> index) & 1) === 1),
      );
    },
  },
};

// EM320-TILT, 03 D4: three signed words, the angle in bits 15-1, the axis's alarm in bit 0.
const em320Table: ChannelTable = {
  ...base,
  '03d4': {
    size: 6,
    read(bytes, at, out) {
      const words = AXES.map((_axis, index) => s16le(bytes, at + 2 * index));
      setAngles(
        out,
        words.map((word) => word >> 1),
        words.map((word) => (word & 1) === 1),
      );
    },
  },
};

const tiltModel = (model: string, table: ChannelTable) =>
  milesightSensor({
    model,
    readings: ['threshold_alarm', 'battery_pct'],
    table,
    encoder: { file: `${model.toLowerCase()}-encoder.js`, seconds: '1-64800' },
  });

export const milesightEm310Tilt = tiltModel('EM310-TILT', em310Table);
export const milesightEm320Tilt = tiltModel('EM320-TILT', em320Table);
