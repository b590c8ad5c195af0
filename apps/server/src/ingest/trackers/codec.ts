/**
 * The contract between a cellular tracker's protocol module (`<protocol>/codec.ts`: framing,
 * checksums, parsing, reply and command bytes, no I/O) and the listener that owns the socket
 * (`listener.ts`: limits, identity, the ingest pipeline, acknowledgements, commands).
 *
 * A codec is pure: bytes in, events out. The listener decides what is sent back, because some
 * replies depend on what only it knows (Teltonika accepts an IMEI only once it is registered;
 * a record acknowledgement is sent only after the records are committed, so a tracker that
 * hears nothing re-sends them and nothing is lost).
 */

import { trackerProtocols } from '@pinpoint/shared/device.ts';
import type { TrackerLimits } from './limits.ts';

/** The protocols, as the API's schema lists them (packages/shared): one list for both. */
export { trackerProtocols };
export type TrackerProtocol = (typeof trackerProtocols)[number];

/** Alarms as the action engine understands them; vendor-specific ones keep their own name in `extra`. */
export const trackerAlarms = [
  'sos',
  'power_cut',
  'low_battery',
  'vibration',
  'overspeed',
  'tow',
  'geofence_enter',
  'geofence_exit',
  'movement',
  'tamper',
  'accident',
  'harsh_braking',
  'harsh_acceleration',
  'door',
  // A wearable's fall detector (GPS watches' fall-down bit).
  'fall',
  // The external supply (a vehicle's battery) ran low, as distinct from the tracker's own battery.
  'low_external_power',
] as const;
export type TrackerAlarm = (typeof trackerAlarms)[number];

/** Whether a vendor's alarm name (as a codec's table gives it) is one of ours. */
export const isTrackerAlarm = (name: string): name is TrackerAlarm =>
  (trackerAlarms as readonly string[]).includes(name);

/** One position report (a tracker may send many at once, oldest first after a gap). */
export type TrackerRecord = {
  /** The device's own time of the fix (UTC). */
  time: Date;
  /** Whether the receiver had a fix; an invalid fix keeps its last known coordinates, if any. */
  valid: boolean;
  lat?: number;
  lon?: number;
  /** km/h, as trackers send it (the listener converts for the pipeline, which keeps m/s). */
  speedKmh?: number;
  /** degrees clockwise from north, 0..360 */
  course?: number;
  /** metres */
  altitude?: number;
  satellites?: number;
  /** metres of horizontal accuracy, where the protocol gives HDOP the listener may derive it */
  hdop?: number;
  ignition?: boolean;
  /** volts */
  externalPowerV?: number;
  /** volts */
  batteryV?: number;
  /** percent 0..100, where the protocol gives a level instead of volts */
  batteryPct?: number;
  /** metres */
  odometerM?: number;
  /** bit i = digital input i+1 */
  inputs?: number;
  /** bit i = digital output i+1 */
  outputs?: number;
  alarms?: TrackerAlarm[];
  /** GSM signal 0..100 where given */
  gsmSignalPct?: number;
  /**
   * °C measured by an air sensor the tracker reads (a paired Bluetooth temperature/humidity sensor,
   * e.g. Teltonika's EYE Sensor) -> `temperature`. Not the unit's own board temperature.
   */
  temperatureC?: number;
  /** °C of a probe wired to the tracker (a 1-Wire DS18B20) -> `external_temperature`. */
  externalTemperatureC?: number;
  /** Relative humidity 0..100 % of the same air sensor as `temperatureC` -> `humidity`. */
  humidityPct?: number;
  /** The protocol's other elements, under their documented names or ids (e.g. Teltonika `io239`). */
  extra?: Record<string, number | string | boolean>;
};

export type TrackerEvent =
  /**
   * The tracker said who it is. `accept`/`reject` are the bytes to answer with (absent when the
   * protocol answers nothing); the listener sends one after looking the id up.
   */
  | {
      type: 'login';
      id: string;
      accept?: Uint8Array;
      reject?: Uint8Array;
      /** How the tracker addressed itself, where the protocol has several forms (see `form` below). */
      form?: string;
    }
  /**
   * Position records. `ack` is sent once they are all committed; `id` is set when the message
   * itself names the device (text protocols), otherwise the connection's login applies.
   */
  | { type: 'records'; id?: string; records: TrackerRecord[]; ack?: Uint8Array }
  /** A heartbeat or status message with nothing to store beyond the state it may carry. */
  | { type: 'heartbeat'; id?: string; ack?: Uint8Array; record?: Omit<TrackerRecord, 'time' | 'valid'> }
  /** The tracker's answer to a command we sent (Codec 12 response, GT06 0x15/0x21, text reply). */
  | { type: 'command_result'; id?: string; text: string; ack?: Uint8Array }
  /** A frame we could not take: counted, never stored; `fatal` when the stream cannot be resynchronised. */
  | {
      type: 'bad_frame';
      reason: 'checksum' | 'malformed' | 'too_long' | 'unsupported';
      detail: string;
      fatal?: boolean;
    };

/**
 * One connection's parser. `push` takes whatever the socket read (half a frame, or several) and
 * returns the events of the frames it completed; bytes of an unfinished frame are kept for the
 * next push. `buffered()` says how many are held, so the listener can bound memory.
 */
export type TrackerStream = {
  push(chunk: Uint8Array): TrackerEvent[];
  buffered(): number;
};

/** A command in our catalogue, turned into the bytes the protocol sends. */
export type TrackerCommandRequest = {
  /** Catalogue name, e.g. `getinfo`, `setdigout`, `engine_stop`, `custom`. */
  name: string;
  /** The text of a text command (Codec 12, GT06 0x80, H02/Coban text). */
  text: string;
  /** The device's id, for protocols whose commands carry it (H02, Coban, Queclink, Meitrack). */
  id: string;
  /** A number the listener increments per command, for protocols that carry one. */
  serial: number;
  /**
   * The form the tracker used at login on this connection, where its protocol has several and the
   * command must use the same (JT/T 808: the 2013 or 2019 header, as huabao/codec.ts writes it).
   */
  form?: string;
};

export type TrackerCodec = {
  protocol: TrackerProtocol;
  /** Default port, as Traccar uses for the same protocol. */
  defaultPort: number;
  /** The longest frame the protocol allows; a longer one is refused and counted. */
  maxFrameBytes: number;
  /** Seconds of silence after which the tracker is presumed gone (twice its usual heartbeat). */
  idleTimeoutSeconds: number;
  createStream(): TrackerStream;
  /** One UDP datagram, for protocols that have a UDP form (Teltonika). */
  parseDatagram?(datagram: Uint8Array): TrackerEvent[];
  /** Spoken over UDP only (CalAmp's LM Direct): no TCP port is opened for it. */
  datagramsOnly?: boolean;
  encodeCommand(command: TrackerCommandRequest): Uint8Array;
  /**
   * Whether the tracker answers a command it was sent (a `command_result`). Coban's protocol has no
   * answer: its commands stay sent, as a phone's do; the others' are failed when no answer comes.
   */
  answersCommands: boolean;
  /**
   * A connection's rates where one connection carries a whole fleet (a vendor's server forwarding
   * every unit's records, as Digital Matter's OEM Server does); the deployment's limits otherwise.
   */
  connectionRates?: Partial<
    Pick<TrackerLimits, 'bytesPerSecond' | 'bytesBurst' | 'messagesPerSecond' | 'messagesBurst'>
  >;
} & TrackerSetupText;

/**
 * How a tracker is pointed at `host:port` (shown on the integrations screen and the add-device
 * form): the SMS text to send it, or, for units set up otherwise (a vendor's server or tool, a
 * firmware build, a seller's app), the steps in words. Never both: the screens say "send this SMS"
 * only for an SMS.
 */
type TrackerSetupText =
  | { setupSms(host: string, port: number): string; setupSteps?: never }
  | { setupSteps(host: string, port: number): string; setupSms?: never };
