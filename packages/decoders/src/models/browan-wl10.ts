import { merryIotModel, statusBit } from '../formats/browan-merryiot.ts';

// MerryIoT Leak Detection WL10, fPort 126, 4 or 5 bytes (formats/browan-merryiot.ts): status bit 0
// water detected, 1 the button, 2 tamper.
export const browanWl10 = merryIotModel({
  modelId: 'browan/wl10',
  model: 'MerryIoT Leak Detection WL10',
  port: 126,
  length: 4,
  readings: ['leak', 'button', 'tamper', 'temperature', 'humidity', 'battery_mv'],
  status(status, out) {
    statusBit(status, 0, 'water', out, 'leak');
    statusBit(status, 1, 'button', out, 'button');
    statusBit(status, 2, 'tamper', out, 'tamper');
  },
});
