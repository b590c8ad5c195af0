import { eventTail, merryIotModel, statusBit } from '../formats/browan-merryiot.ts';

// MerryIoT Open/Close DW10, fPort 120, 9 or 10 bytes (formats/browan-merryiot.ts): status bit 0 the
// magnet away (open), 1 the button, 2 tamper (vibration), 3 tilt; then the time since the last
// event and the event count.
export const browanDw10 = merryIotModel({
  modelId: 'browan/dw10',
  model: 'MerryIoT Open/Close DW10',
  port: 120,
  length: 9,
  readings: ['door_open', 'button', 'tamper', 'tilt', 'temperature', 'humidity', 'battery_mv'],
  status(status, out) {
    statusBit(status, 0, 'open', out, 'door_open');
    statusBit(status, 1, 'button', out, 'button');
    statusBit(status, 2, 'tamper', out, 'tamper');
    statusBit(status, 3, 'tilt', out, 'tilt');
  },
  tail: eventTail,
});
