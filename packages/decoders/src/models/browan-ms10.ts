import { eventTail, merryIotModel, statusBit } from '../formats/browan-merryiot.ts';

// MerryIoT Motion Detection MS10, fPort 122, 9 or 10 bytes (formats/browan-merryiot.ts): status
// bit 0 occupied (the PIR saw motion: `motion`, as the TBMS100's), 1 the button, 2 tamper; then
// the time since the last event and the event count.
export const browanMs10 = merryIotModel({
  modelId: 'browan/ms10',
  model: 'MerryIoT Motion Detection MS10',
  port: 122,
  length: 9,
  readings: ['motion', 'button', 'tamper', 'temperature', 'humidity', 'battery_mv'],
  status(status, out) {
    statusBit(status, 0, 'motion', out, 'motion');
    statusBit(status, 1, 'button', out, 'button');
    statusBit(status, 2, 'tamper', out, 'tamper');
  },
  tail: eventTail,
});
