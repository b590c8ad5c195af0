import type { IngestOutcome, IngestRequest } from '../pipeline.ts';
import type { TrackerCodec, TrackerProtocol } from './codec.ts';
import type { AddressBook, TrackerLimits } from './limits.ts';
import type { TrackerMetrics } from './metrics.ts';

/** A registered tracker, as a connection knows it once the tracker said who it is. */
export type TrackerIdentity = { deviceId: string; organisationId: string; imei: string };

/** One tracker's open connection (or a UDP unit's recent datagrams), as the command hub sees it. */
export type TrackerPeer = {
  protocol: TrackerProtocol;
  codec: TrackerCodec;
  identity: TrackerIdentity;
  /** Writes bytes to the tracker; false when the connection is gone. */
  send(bytes: Uint8Array): boolean;
  /** Commands written and not yet answered, oldest first. */
  awaiting: string[];
  /** The next command serial of this connection. */
  nextSerial(): number;
  /** How the tracker addressed itself at login, for its commands (TrackerCommandRequest `form`). */
  form?: string;
};

/** What the listener hands commands (modules/command wires the store in app.ts). */
export type TrackerCommandHooks = {
  connected(peer: TrackerPeer): void;
  disconnected(peer: TrackerPeer): void;
  /** The tracker's answer to the oldest command it was sent. */
  result(peer: TrackerPeer, text: string): Promise<void>;
};

export type TrackerLog = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  debug: (o: object, m: string) => void;
};

/** Everything a connection needs beyond its socket; one per listener process. */
export type TrackerContext = {
  submit: (request: IngestRequest) => Promise<IngestOutcome>;
  /** The registered device of an id, or undefined. */
  identify(imei: string): Promise<TrackerIdentity | undefined>;
  /** An unregistered id tried to connect: kept for the inbox (bounded). */
  unknown(entry: { imei: string; protocol: TrackerProtocol; remoteAddress: string }): void;
  commands: TrackerCommandHooks;
  metrics: TrackerMetrics;
  limits: TrackerLimits;
  addresses: AddressBook;
  log: TrackerLog;
};
