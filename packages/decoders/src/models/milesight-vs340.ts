import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { u8 } from '../bytes.ts';
import { milesightReboot } from '../commands/milesight.ts';
import { documented } from '../commands/sources.ts';
import {
  batteryChannel,
  type ChannelTable,
  decodeTlv,
  deviceInfoChannels,
  stateChannel,
} from '../formats/milesight-tlv.ts';
import type { ModelDecoder } from '../types.ts';

// Milesight's occupancy sensors that report a vacant / occupied state and their battery:
// the VS340 / VS341 desk and seat sensors and the VS370 radar presence sensor. Names as
// Milesight's decoders (Milesight-IoT/SensorDecoders vs-series/vs340, vs341, vs370
// <model>-decoder.js): `occupancy` "vacant" | "occupied" (03 00) is the `occupied` reading.

const OCCUPANCY = ['vacant', 'occupied'] as const;

const occupancyTable: ChannelTable = {
  ...deviceInfoChannels,
  '0175': batteryChannel,
  '0300': stateChannel('occupancy', OCCUPANCY, 'occupied'),
};

// VS370 (vs370-decoder.js, 04 00): its light level as words, 0 dim, 1 bright, 0xFE disabled.
const ILLUMINANCE: Readonly<Record<number, string>> = { 0: 'dim', 1: 'bright', 254: 'disable' };

const radarTable: ChannelTable = {
  ...occupancyTable,
  '0400': {
    size: 1,
    read: (bytes, at, out) => out.set('illuminance', ILLUMINANCE[u8(bytes, at)] ?? 'unknown'),
  },
};

/** A Milesight VS-series model on port 85 whose encoder documents reboot (ff 10 ff). */
export const milesightVsModel = (
  model: string,
  readings: readonly ReadingField[],
  table: ChannelTable,
): ModelDecoder => ({
  modelId: `milesight-iot/${model.toLowerCase()}`,
  vendor: 'Milesight',
  model,
  fPorts: 'any',
  defaultFPort: 85,
  readings,
  location: false,
  decode: (bytes) => decodeTlv(bytes, table),
  commands: [
    milesightReboot(
      documented(`Milesight SensorDecoders, ${model.toLowerCase()}-encoder.js reboot (ff10ff)`),
    ),
  ],
});

const occupancyModel = (model: string, table: ChannelTable) =>
  milesightVsModel(model, ['occupied', 'battery_pct'], table);

export const milesightVs340 = occupancyModel('VS340', occupancyTable);
export const milesightVs341 = occupancyModel('VS341', occupancyTable);
export const milesightVs370 = occupancyModel('VS370', radarTable);
