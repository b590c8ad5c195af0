import { requireLength, s8, s16be, toHex, u8, u16be } from '../bytes.ts';
import { DecodeError } from '../errors.ts';
import type { ResultBuilder } from '../result.ts';
import type { At3Header } from './abeeway-at3.ts';

// AT3 notifications (byte 4: class, type), as Abeeway's driver reads them (formats/abeeway-at3.ts
// names the source): the readings a user sees (SOS, motion, temperature, low battery, tamper);
// the STATUS, BLE, shutdown, buffering, FUOTA, network and geozoning bodies keep their names only.

const RESET_CAUSES = [
  'AOS_ERROR_NONE',
  'AOS_ERROR_HW_NMI',
  'AOS_ERROR_HW_FAULT',
  'AOS_ERROR_HW_MPU',
  'AOS_ERROR_HW_BUS',
  'AOS_ERROR_HW_USAGE',
  'AOS_ERROR_HW_IRQ',
  'AOS_ERROR_HW_WDOG',
  'AOS_ERROR_HW_BOR',
  'AOS_ERROR_SW_ST_HAL_ERROR',
  'AOS_ERROR_SW_FREERTOS_ASSERT',
  'AOS_ERROR_SW_FREERTOS_TASK_OVF',
  'AOS_ERROR_SW_BLE_ASSERT',
  'AOS_ERROR_SW_RTC_FAIL',
  'AOS_ERROR_SW_LORA_FAIL',
  'AOS_ERROR_SW_DEBUG',
  'AOS_ERROR_SW_APP_START',
];

/** Each class's types, in code order (the driver throws on a code past its list, as here). */
const CLASSES: Array<[string, string[]]> = [
  [
    'SYSTEM',
    [
      'STATUS',
      'LOW_BATTERY',
      'BLE_STATUS',
      'TAMPER_DETECTION',
      'HEARTBEAT',
      'SHUTDOWN',
      'DATA_BUFFERING_STATUS',
      'FUOTA',
    ],
  ],
  ['SOS', ['SOS_ON', 'SOS_OFF']],
  ['TEMPERATURE', ['TEMP_HIGH', 'TEMP_LOW', 'TEMP_NORMAL']],
  ['ACCELEROMETER', ['MOTION_START', 'MOTION_END', 'SHOCK']],
  ['NETWORK', ['MAIN_UP', 'BACKUP_UP']],
  ['GEOZONING', ['ENTRY', 'EXIT', 'IN_HAZARD', 'OUT_HAZARD', 'MEETING_POINT']],
  ['TELEMETRY', ['TELEMETRY', 'TELEMETRY_MODE_BATCH']],
];

const vector = (b: Uint8Array) => {
  requireLength(b, 11);
  return [s16be(b, 5), s16be(b, 7), s16be(b, 9)];
};

/** The body's fields (under the driver's group name) and readings, by the notification's type. */
function readBody(type: string, b: Uint8Array, out: ResultBuilder, time: string | undefined) {
  switch (type) {
    case 'LOW_BATTERY': {
      requireLength(b, 9);
      const batteryVoltage = u16be(b, 7);
      out.reading('low_battery', true, time);
      out.reading('battery_mv', batteryVoltage, time);
      return { system: { lowBattery: { consumption: u16be(b, 5), batteryVoltage } } };
    }
    case 'TAMPER_DETECTION': {
      requireLength(b, 6);
      const open = (u8(b, 5) & 1) === 1;
      out.reading('tamper', open, time);
      return { system: { tamperDetection: { state: open ? 'CASING_OPEN' : 'CASING_CLOSED' } } };
    }
    case 'HEARTBEAT': {
      requireLength(b, 11);
      const currentTemperature = s8(b, 5);
      const cause = u8(b, 6) >> 3;
      out.reading('temperature', currentTemperature, time);
      const resetCause = RESET_CAUSES[cause] ?? `unknown (${cause})`;
      return {
        system: { heartbeat: { currentTemperature, resetCause, globalCrc: toHex(b.subarray(7, 11)) } },
      };
    }
    case 'SOS_ON':
    case 'SOS_OFF':
      out.reading('button', type === 'SOS_ON', time);
      return {};
    case 'TEMP_HIGH':
    case 'TEMP_LOW':
    case 'TEMP_NORMAL': {
      requireLength(b, 6);
      out.reading('temperature', s8(b, 5), time);
      out.reading('threshold_alarm', type !== 'TEMP_NORMAL', time);
      return { temperature: s8(b, 5) };
    }
    case 'MOTION_START':
      out.reading('motion', true, time);
      return {};
    case 'MOTION_END':
      out.reading('motion', false, time);
      requireLength(b, 12);
      return { accelerometer: { accelerationVector: vector(b), motionPercent: u8(b, 11) } };
    case 'SHOCK':
      requireLength(b, 13);
      return {
        accelerometer: { accelerationVector: vector(b), gaddIndex: u8(b, 11), numberShocks: u8(b, 12) },
      };
    default:
      out.warn(`${type} notification body not decoded`);
      return {};
  }
}

/** A notification message: class and type at byte 4, then the body. */
export function readNotification(header: At3Header, out: ResultBuilder): void {
  const b = header.body;
  requireLength(b, 5);
  const [notificationClass, types] = CLASSES[u8(b, 4) >> 4] ?? [];
  const notificationType = types?.[u8(b, 4) & 0x0f];
  if (!notificationClass || !notificationType) {
    throw new DecodeError(`unknown notification class ${u8(b, 4) >> 4} type ${u8(b, 4) & 0x0f}`);
  }
  // The header's SOS bit is the tracker's state; the SOS notification's is the same, said again.
  out.set('notification', {
    notificationClass,
    notificationType,
    ...readBody(notificationType, b, out, header.time),
  });
}
