import { u16le } from '../bytes.ts';
import { merryIotModel, statusBit } from '../formats/browan-merryiot.ts';

// MerryIoT Air Quality CO2 CD10, fPort 127, 6 or 7 bytes (formats/browan-merryiot.ts), model id as
// in the TTN device repository (vendor/browan/cd10.yaml): status bit 0 the trigger event, 1 the
// button, 4 the CO2 above the configured threshold (`threshold_alarm`), 5 calibrating; then the
// CO2 in ppm, a little-endian word. Browan's decoder caps it at 40000 ppm: from there on the field
// is the cap, as Browan prints it, and no reading is stored (the cap is no measurement).
const CO2_CAP = 40000;

export const browanCd10 = merryIotModel({
  modelId: 'browan/cd10',
  model: 'MerryIoT Air Quality CO2 CD10',
  port: 127,
  length: 6,
  readings: ['co2', 'threshold_alarm', 'button', 'temperature', 'humidity', 'battery_mv'],
  status(status, out) {
    statusBit(status, 0, 'trigger', out);
    statusBit(status, 1, 'button', out, 'button');
    statusBit(status, 4, 'co2threshold', out, 'threshold_alarm');
    statusBit(status, 5, 'co2calibration', out);
  },
  tail(bytes, at, out) {
    const ppm = u16le(bytes, at);
    out.set('co2_ppm', Math.min(ppm, CO2_CAP));
    if (ppm >= CO2_CAP)
      out.warn(`CO2 ${ppm} ppm is at or above the decoder's ${CO2_CAP} ppm cap: not stored`);
    else out.reading('co2', ppm);
  },
});
