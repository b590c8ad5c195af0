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
  milesight: family(
    'Milesight common downlinks on port 85 (EM300-TH, WS202 encoders; WS1x6 page): ff03 interval, ff10ff reboot',
  ),
  browan: family(
    'Browan Tabs configuration downlink, port 204, command 0x00 keep-alive (TBAM100, TBSL100 manuals)',
  ),
} as const;
