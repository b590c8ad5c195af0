import type { CommandSpec } from '@pinpoint/shared/command.ts';

export type CommandSource = CommandSpec['source'];

/** Read in the vendor's page or encoder for this very model. */
export const documented = (reference: string): CommandSource => ({ status: 'documented', reference });

/** The vendor's common format, read for other models of the family, not in this model's own manual. */
export const family = (reference: string): CommandSource => ({ status: 'family', reference });

export const sources = {
  lht65: documented('Dragino LHT65 user manual, 2.5 Downlink Payload'),
  lgt92: documented('Dragino LGT-92 user manual, 2.4 Downlink Payload'),
  dragino: family(
    'Dragino common downlinks (LHT65 and LGT-92 manuals): 0x01 transmit interval, 0x04FF reset',
  ),
  em300th: documented('Milesight SensorDecoders, EM300-TH_Encoder.js'),
  ws202: documented('Milesight SensorDecoders, ws202-encoder.js'),
  at101: documented('Milesight SensorDecoders, AT101_Encoder.js'),
  // Milesight-IoT/SensorDecoders v1.5.49, <series>/<model>/<model>-encoder.js: reboot() ff10ff,
  // setReportInterval() ff03 + u16 LE seconds (ff8e00 + u16 LE minutes on the CT101).
  em300sld: documented('Milesight SensorDecoders, em300-sld-encoder.js (ff03 1-64800 s, ff10ff)'),
  em310udl: documented('Milesight SensorDecoders, em310-udl-encoder.js (ff03 seconds, ff10ff)'),
  em500udl: documented('Milesight SensorDecoders, em500-udl-encoder.js (ff03 60-64800 s, ff10ff)'),
  em500smtc: documented('Milesight SensorDecoders, em500-smtc-encoder.js (ff03 60-64800 s, ff10ff)'),
  am307: documented('Milesight SensorDecoders, am307-encoder.js (ff03 seconds, ff10ff)'),
  am319: documented('Milesight SensorDecoders, am319-hcho-encoder.js (ff03 seconds, ff10ff)'),
  ct101: documented('Milesight SensorDecoders, ct101-encoder.js (ff8e00 1-1440 min, ff10ff)'),
  ws101: documented('Milesight SensorDecoders, ws101-encoder.js (ff03 60-64800 s, ff10ff)'),
  ws301: documented('Milesight SensorDecoders, ws301-encoder.js (ff03 60-64800 s, ff10ff)'),
  ws523: documented('Milesight SensorDecoders, ws523-encoder.js (ff03 seconds, ff10ff)'),
  milesight: family(
    'Milesight common downlinks on port 85 (EM300-TH, WS202 encoders; WS1x6 page): ff03 interval, ff10ff reboot',
  ),
  browan: family(
    'Browan Tabs configuration downlink, port 204, command 0x00 keep-alive (TBAM100, TBSL100 manuals)',
  ),
} as const;
