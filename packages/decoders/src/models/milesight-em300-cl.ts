import { u8, u16le } from '../bytes.ts';
import { minutesIntervalReplyChannels, type ReplySpec, replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type Channel,
  deviceInfoChannels,
  stateWord,
  twoState,
  warnUnknownState,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { alarmLabel, milesightSensor } from './milesight-common.ts';

// Milesight EM300-CL capacitive liquid level sensor: a level switch, no level. Names as Milesight's
// decoder (Milesight-IoT/SensorDecoders em-series/em300-cl/em300-cl-decoder.js): `liquid` is
// "uncalibrated" (0), "full" (1), "critical liquid level alert" (2) or "error" (0xFF); 83 ED adds
// `liquid_alarm`, the alarm (1) or its release (0). The critical level is the device's threshold
// alarm: "full" and the release clear it, the alert and the alarm raise it; an uncalibrated or
// failed sensor says nothing about the liquid.

const LIQUID: Readonly<Record<number, string>> = {
  0: 'uncalibrated',
  1: 'full',
  2: 'critical liquid level alert',
  255: 'error',
};
const ALARM = ['critical liquid level alarm release', 'critical liquid level alarm'] as const;

function setLiquid(out: ResultBuilder, value: number): void {
  out.set('liquid', LIQUID[value] ?? 'unknown');
  if (value === 1 || value === 2) out.alarm(value === 2);
  else if (LIQUID[value] === undefined) warnUnknownState(out, 'liquid', value);
}

/** handle_downlink_response of em300-cl-decoder.js, but 8e, bb, be and bf (below). */
const replies: ReplySpec = {
  '10': ['reboot', 1],
  '28': ['report_status', 1],
  '62': ['calibrate', 1],
  '7e': ['alarm_config', 5],
  c0: ['calibrate_delay_time', 2],
};

/** ff bb: a byte the decoder skips, then the collection interval (as ff 8e's report interval). */
const collectionInterval: Channel = {
  size: 3,
  read: (bytes, at, out) => out.set('collection_interval', u16le(bytes, at + 1)),
};

/** ff be: which capacitor value the device was asked for (0 calibration, 1 current, 2 judge). */
const QUERIES = ['query_capacitor_calibration_value', 'query_capacitor_value', 'query_capacitor_judge_value'];
const capacitorQuery: Channel = {
  size: 1,
  read(bytes, at, out) {
    const name = QUERIES[u8(bytes, at)];
    if (name) out.set(name, 'yes');
  },
};

/** ff bf: 0 the capacitor calibration, 1 the judge values: c1, c2 and delta in pF / 100; 2 bytes unread. */
const capacitorConfig: Channel = {
  size: 9,
  read(bytes, at, out) {
    const name = ['capacitor_config', 'capacitor_judge_config'][u8(bytes, at)];
    if (!name) return;
    out.set(name, {
      c1: u16le(bytes, at + 1) / 100,
      c2: u16le(bytes, at + 3) / 100,
      delta: u16le(bytes, at + 5) / 100,
    });
  },
};

export const milesightEm300Cl = milesightSensor({
  model: 'EM300-CL',
  readings: ['threshold_alarm', 'battery_pct'],
  table: {
    ...replyChannels(replies),
    ...minutesIntervalReplyChannels(),
    ffbb: collectionInterval,
    febb: collectionInterval,
    ffbe: capacitorQuery,
    febe: capacitorQuery,
    ffbf: capacitorConfig,
    febf: capacitorConfig,
    ...deviceInfoChannels,
    '0175': batteryChannel,
    '03ed': { size: 1, read: (bytes, at, out) => setLiquid(out, u8(bytes, at)) },
    '04ee': {
      size: 1,
      read: (bytes, at, out) =>
        out.set('calibration_result', stateWord(['failed', 'success'], twoState(u8(bytes, at)))),
    },
    '83ed': {
      size: 2,
      read(bytes, at, out) {
        setLiquid(out, u8(bytes, at));
        out.set('liquid_alarm', alarmLabel(out, 'liquid_alarm', ALARM, u8(bytes, at + 1)));
      },
    },
  },
  encoder: { file: 'em300-cl-encoder.js', minutes: true },
});
