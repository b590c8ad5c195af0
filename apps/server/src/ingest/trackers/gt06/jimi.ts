import type { TrackerAlarm, TrackerEvent } from '../codec.ts';
import { encodeGt06, type Gt06Frame } from './frame.ts';
import { applyCoordinates, type Fields, positionEvent, readLbs, readTime } from './locations.ts';
import {
  applyAlarmCode,
  applyGsmSignal,
  applyTerminalInfo,
  applyVoltageLevel,
  type StatusFields,
} from './status.ts';

/**
 * Packets of Concox's later (Jimi IoT) units, as Traccar's Gt06ProtocolDecoder reads them:
 * 0x70 modular position, 0x95 dash camera alarm (JC100/JC400), 0xA5 alarm without GPS (4G cell),
 * 0xF1 device status. Each is answered like a short frame, with its protocol number and serial.
 */
export const jimiProtocols = {
  modular: 0x70,
  cameraAlarm: 0x95,
  cellAlarm: 0xa5,
  deviceStatus: 0xf1,
} as const;

const empty = new Uint8Array(0);
const ackOf = (frame: Gt06Frame) => ({ ack: encodeGt06(frame.protocol, empty, frame.serial) });

/** 0x70 modules' event codes that are alarms of ours. */
const moduleEvents: Record<number, TrackerAlarm> = {
  16: 'door',
  18: 'tamper',
  20: 'geofence_enter',
  21: 'geofence_exit',
  26: 'low_battery',
  27: 'overspeed',
  32: 'vibration',
  33: 'power_cut',
  35: 'tamper',
};

function addAlarm(fields: StatusFields, alarm: TrackerAlarm | undefined): void {
  if (alarm) fields.alarms = [...(fields.alarms ?? []), alarm];
}

/**
 * 0x70: modules of a 2-byte type and a 2-byte length. 0x33 is the fix (Unix time, satellites,
 * altitude, latitude, longitude, speed, course/status), 0x34 an event (its code first), 0x18 the
 * battery in 1/100 V, 0x28 the HDOP x10, 0x7F a Bluetooth tag (readTag). Without a fix it is the
 * unit's state only.
 */
function parseModular(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const fields: Fields = {};
  let time: Date | undefined;
  while (r.remaining() >= 4) {
    const type = r.u16();
    const value = r.bytes(Math.min(r.u16(), r.remaining()));
    // A unit that never had a fix sends the module zeroed.
    if (type === 0x33 && value.length >= 18 && value.readUInt32BE(0) > 0) {
      time = new Date(value.readUInt32BE(0) * 1000);
      fields.satellites = value[4];
      fields.altitude = value.readInt16BE(5);
      fields.speedKmh = value[15];
      applyCoordinates(fields, value.readUInt32BE(7), value.readUInt32BE(11), value.readUInt16BE(16));
    } else if (type === 0x34 && value.length >= 1) {
      const event = value[0] as number;
      addAlarm(fields, moduleEvents[event]);
      fields.extra = { ...fields.extra, event };
    } else if (type === 0x18 && value.length === 2) {
      fields.batteryV = value.readUInt16BE(0) / 100;
    } else if (type === 0x28 && value.length === 1) {
      fields.hdop = (value[0] as number) / 10;
    } else if (type === 0x7f && value.length === 14) {
      readTag(value, fields);
    }
  }
  return positionEvent(time, fields, ackOf(frame));
}

/**
 * 0x7F, a paired Bluetooth tag, 14 bytes as Traccar's Gt06ProtocolDecoder reads them: its id (6),
 * battery in mV (2), battery level % (1), temperature in 1/10 °C signed (2), humidity (2, signed;
 * Traccar keeps it raw, its unit undocumented), status (1). The tag measures the air where it sits:
 * `temperature`, as other codecs take a Bluetooth sensor's (teltonika/sensors.ts).
 */
function readTag(value: Buffer, fields: Fields): void {
  fields.temperatureC = value.readInt16BE(9) / 10;
  fields.extra = {
    ...fields.extra,
    tagId: value.subarray(0, 6).toString('hex'),
    tagBatteryLevel: value[8] as number,
    tagHumidity: value.readInt16BE(11),
    tagStatus: value[13] as number,
  };
}

/** 0x95's event codes that are alarms of ours (0x01 is SOS only in the packet with a position). */
const cameraEvents: Record<number, TrackerAlarm> = {
  128: 'vibration',
  135: 'overspeed',
  136: 'power_cut',
  144: 'harsh_acceleration',
  145: 'harsh_braking',
  147: 'accident',
};

/**
 * 0x95: the time and the event code alone (7 bytes), or with a position: JC400 units mark theirs
 * 0xFFFF and a version and send satellites, course/status before a 2-byte speed, and external
 * power in 1/10 V; JC100 units send latitude, longitude and course/status only. The event's data
 * (2 bytes) and the names of the video files it recorded follow.
 */
function parseCameraAlarm(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const fields: Fields = {};
  if (r.remaining() <= 7) {
    readTime(r);
    const event = r.u8();
    addAlarm(fields, cameraEvents[event]);
    return { type: 'heartbeat', ...ackOf(frame), record: { ...fields, extra: { event } } };
  }
  const jc400 = r.buf.readUInt16BE(r.pos) === 0xffff;
  if (jc400) r.skip(3);
  const time = readTime(r);
  if (jc400) fields.satellites = r.u8() & 0x0f;
  const [lat, lon] = [r.u32(), r.u32()];
  applyCoordinates(fields, lat, lon, r.u16());
  if (jc400) {
    fields.speedKmh = r.u16();
    fields.externalPowerV = r.u16() / 10;
  }
  const event = r.u8();
  addAlarm(fields, event === 0x01 ? 'sos' : cameraEvents[event]);
  fields.extra = { ...fields.extra, event };
  return positionEvent(time, fields, ackOf(frame));
}

/**
 * 0xA5: an alarm without a fix, the 4G cell (LAC 4 bytes, cell id 8) then terminal information,
 * voltage level, GSM signal, alarm and language, like the alarm packets' tail.
 */
function parseCellAlarm(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  if (r.remaining() >= 15 + 5) readLbs(r, record, { lac: 4, cellId: 8 });
  r.pos += Math.max(0, r.remaining() - 5);
  applyTerminalInfo(record, r.u8(), true);
  applyVoltageLevel(record, r.u8());
  applyGsmSignal(record, r.u8());
  applyAlarmCode(record, r.u8());
  return { type: 'heartbeat', ...ackOf(frame), record };
}

/** 0xF1: Unix time, then statuses of a 2-byte id and a 1-byte length: 0x04 ACC, 0x05 external power x100. */
function parseDeviceStatus(frame: Gt06Frame): TrackerEvent {
  const r = frame.content;
  const record: StatusFields = {};
  r.u32();
  while (r.remaining() >= 3) {
    const id = r.u16();
    const value = r.bytes(Math.min(r.u8(), r.remaining()));
    if (id === 0x04 && value.length === 1) record.ignition = (value[0] as number) > 0;
    if (id === 0x05 && value.length === 2) record.externalPowerV = value.readUInt16BE(0) / 100;
  }
  return { type: 'heartbeat', ...ackOf(frame), record };
}

/** The event of a Jimi packet, or undefined when the protocol number is none of them. */
export function parseJimi(frame: Gt06Frame): TrackerEvent | undefined {
  switch (frame.protocol) {
    case jimiProtocols.modular:
      return parseModular(frame);
    case jimiProtocols.cameraAlarm:
      return parseCameraAlarm(frame);
    case jimiProtocols.cellAlarm:
      return parseCellAlarm(frame);
    case jimiProtocols.deviceStatus:
      return parseDeviceStatus(frame);
    default:
      return undefined;
  }
}
