/**
 * What a network server says about a downlink it was given (issue 15): The Things Stack's
 * downlink_sent / _ack / _nack / _failed / _queue_invalidated webhook messages, ChirpStack's txack
 * and ack events. The ingest routes parse them and hand them to the command queue
 * (modules/command/events.ts), which moves the command's status on.
 */
export type DownlinkEvent = {
  source: 'ttn' | 'chirpstack';
  /** 16 upper-case hex digits. */
  devEui: string;
  /**
   * sent / txack: out on air; ack: the device acknowledged it (ChirpStack: `acknowledged` says
   * whether it did); nack: not acknowledged (The Things Stack sends it again); failed: dropped;
   * invalidated: dropped with the rest of the device's queue (The Things Stack's
   * downlink_queue_invalidated, sent when the application encrypts its own payloads).
   */
  type: 'sent' | 'txack' | 'ack' | 'nack' | 'failed' | 'invalidated';
  /** Our command id, where the network server echoes it (our correlation id, ChirpStack's queue item id). */
  commandId?: string;
  /** The network server's own id of the downlink (ChirpStack's queue item id). */
  networkRef?: string;
  fPort?: number;
  payload?: Uint8Array;
  acknowledged?: boolean;
  error?: string;
  at: Date;
};

/** Our correlation id on The Things Stack downlinks: `pinpoint:command:<uuid>`. */
export const COMMAND_CORRELATION_PREFIX = 'pinpoint:command:';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);
