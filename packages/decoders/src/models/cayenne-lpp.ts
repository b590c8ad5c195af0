import type { ReadingField } from '@pinpoint/shared/readings.ts';
import { LPP_GPS } from '../formats/cayenne-lpp.ts';
import { type LppPlan, type LppRule, lppModel, zeroOrOne } from '../formats/cayenne-lpp-readings.ts';

// Any device sending Cayenne LPP (myDevicesIoT/cayenne-docs docs/LORA.md), with the extended
// types of ElectronicCats/CayenneLPP: Arduino sketches, RAK and other modules' LPP firmware.
// The TTN device repository has no such entry (TheThingsNetwork/lorawan-devices issue #34,
// "Support CayenneLPP", open), hence our own id. Its channels mean what the sketch makes them,
// so readings come by type alone, as apps/server's lpp.ts maps the network servers' LPP output:
// an analog input or a voltage is never taken for the battery here, as nothing says it is one.

const byType: ReadonlyMap<number, LppRule> = new Map<number, LppRule>([
  [103, { field: 'temperature' }],
  [104, { field: 'humidity' }],
  [115, { field: 'pressure' }],
  [101, { field: 'illuminance' }],
  [102, { field: 'motion', convert: zeroOrOne }],
  // Distance in metres (0.001 m steps); several distance channels are several probes.
  [
    130,
    {
      field: 'distance_mm',
      convert: (metres) => Math.round(metres * 1000),
      further: ['distance_2_mm', 'distance_3_mm', 'distance_4_mm'],
    },
  ],
  [LPP_GPS, { field: 'location' }],
]);

const plan: LppPlan = (record) => byType.get(record.type);

const readings: ReadingField[] = [
  'temperature',
  'humidity',
  'pressure',
  'illuminance',
  'motion',
  'distance_mm',
  'distance_2_mm',
  'distance_3_mm',
  'distance_4_mm',
];

export const cayenneLpp = lppModel({
  modelId: 'cayenne/lpp',
  vendor: 'myDevices Cayenne',
  model: 'Cayenne LPP device',
  // The Things Network Arduino library's examples send on port 1; LPP ignores the port.
  defaultFPort: 1,
  readings,
  location: true,
  plan,
  commandsNote:
    "Cayenne LPP describes uplinks; what a device accepts as downlinks is its firmware's own, so none is in the catalogue.",
});
