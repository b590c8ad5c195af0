import dgram from 'node:dgram';
import net from 'node:net';
import type { TrackerCodec } from './codec.ts';
import type { TrackerContext } from './context.ts';
import { type Conversation, createConversation } from './conversation.ts';
import { createBucket } from './limits.ts';

/**
 * A protocol's TCP listener (and UDP, for codecs with a datagram form) in the ingest role
 * (issue 26). Each connection reads, parses and handles one chunk at a time: the socket is
 * paused while a chunk's messages are stored, so a tracker's records commit in order and its
 * acknowledgement follows its commit; a connection over its byte or message rate is paused
 * until its bucket refills. Nothing one connection does waits on another's socket.
 */

export type TrackerListener = {
  protocol: string;
  /** The TCP port bound (the UDP one is the same number). */
  port: number;
  /** Open TCP connections. */
  connections(): number;
  close(): Promise<void>;
};

/** How long a rate-limited connection may be held paused at most before it is read again. */
const MAX_PAUSE_MS = 5000;

function serveConnection(socket: net.Socket, codec: TrackerCodec, context: TrackerContext) {
  const { protocol } = codec;
  const { metrics } = context;
  const limits = { ...context.limits, ...codec.connectionRates };
  const remoteAddress = socket.remoteAddress ?? 'unknown';
  const stream = codec.createStream();
  const bytes = createBucket(limits.bytesPerSecond, limits.bytesBurst);
  const messages = createBucket(limits.messagesPerSecond, limits.messagesBurst);
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 60_000);
  socket.setTimeout(codec.idleTimeoutSeconds * 1000);
  const conversation = createConversation(codec, context, {
    remoteAddress,
    write(data) {
      if (socket.destroyed || !socket.writable) return false;
      socket.write(data);
      // A peer that does not read what we send must not make us hold it without bound.
      if (socket.writableLength > limits.maxWriteBuffer) {
        conversation.close('write_buffer');
        return false;
      }
      return true;
    },
    close(_reason, graceful) {
      if (graceful) socket.end();
      else socket.destroy();
      // A refused tracker that keeps the socket open is cut after a moment.
      setTimeout(() => socket.destroy(), 2000).unref();
    },
  });

  let resumeTimer: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => {
    socket.pause();
    const wait = bytes.take(chunk.length);
    const events = stream.push(chunk);
    const counted = events.filter((e) => e.type !== 'bad_frame').length;
    const messageWait = counted ? messages.take(counted) : 0;
    void conversation.handle(events).then(() => {
      if (conversation.isClosed() || socket.destroyed) return;
      const pause = Math.min(MAX_PAUSE_MS, Math.max(wait, messageWait));
      if (pause > 0) resumeTimer = setTimeout(() => socket.resume(), pause);
      else socket.resume();
    });
  });
  socket.on('timeout', () => {
    metrics.refusals.inc({ protocol, reason: 'idle' });
    socket.destroy();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearTimeout(resumeTimer);
    conversation.ended();
    context.addresses.disconnect(remoteAddress);
    metrics.connections.dec({ protocol });
  });
}

/**
 * How long a UDP unit counts as reachable at the address and port its last datagram came from:
 * a command queued meanwhile is sent there at once. Cellular networks' NAT forgets a mapping soon
 * after the unit's last datagram (tens of seconds on many, less on some) and units that send
 * over UDP listen just after they sent, so this stays short: a unit not heard for longer is sent
 * its commands in answer to its next datagram. Traccar keeps a UDP unit's session (its channel and
 * remote address, ConnectionManager/DeviceSession) until its status times out, and writes queued
 * commands after each message it decoded (BaseProtocolDecoder.onMessageEvent).
 */
export const DATAGRAM_SESSION_MS = 10_000;
/** UDP sessions one listener holds at most; the longest silent is ended for a new one. */
const MAX_DATAGRAM_SESSIONS = 100_000;
/** Datagrams of one session waiting for the one before to be stored; more are refused as throttled. */
const MAX_DATAGRAMS_WAITING = 100;

type DatagramSession = {
  conversation: Conversation;
  timer: NodeJS.Timeout;
  /** The session's datagrams are handled one after the other, as a TCP connection's reads are. */
  work: Promise<void>;
  waiting: number;
};

/**
 * The UDP form: a conversation per sender (address and port, as Traccar keys its sessions, so two
 * units behind one NAT address are two peers), kept while the sender was heard in the last
 * `sessionMs`. Each datagram carries its unit's id; the ack, then any queued command, goes back to
 * the address and port the datagram came from.
 */
function serveDatagrams(udp: dgram.Socket, codec: TrackerCodec, context: TrackerContext, sessionMs: number) {
  const { protocol } = codec;
  const perAddress = new Map<string, ReturnType<typeof createBucket>>();
  const sessions = new Map<string, DatagramSession>();
  const forms = new Map<string, string>();
  let open = true;

  const end = (key: string, session: DatagramSession) => {
    if (sessions.get(key) === session) sessions.delete(key);
    clearTimeout(session.timer);
    session.conversation.ended();
  };

  function sessionOf(from: dgram.RemoteInfo): DatagramSession {
    const key = `${from.address} ${from.port}`;
    const known = sessions.get(key);
    if (known) {
      known.timer.refresh();
      // Kept in the order last heard, so the longest silent is the first.
      sessions.delete(key);
      sessions.set(key, known);
      return known;
    }
    if (sessions.size >= MAX_DATAGRAM_SESSIONS) {
      const [oldKey, oldest] = sessions.entries().next().value as [string, DatagramSession];
      end(oldKey, oldest);
    }
    const session: DatagramSession = {
      conversation: createConversation(codec, context, {
        remoteAddress: from.address,
        forms,
        write: (bytes) => {
          if (!open) return false;
          udp.send(bytes, from.port, from.address);
          return true;
        },
        // A refused or failed sender's next datagram starts afresh, as a TCP tracker reconnects.
        close: () => end(key, session),
      }),
      // A session whose datagram is still being stored (a slow commit) lasts until it is answered.
      timer: setTimeout(
        () => (session.waiting > 0 ? session.timer.refresh() : end(key, session)),
        sessionMs,
      ).unref(),
      work: Promise.resolve(),
      waiting: 0,
    };
    sessions.set(key, session);
    return session;
  }

  udp.on('message', (datagram, from) => {
    if (datagram.length > codec.maxFrameBytes) {
      context.metrics.badFrames.inc({ protocol, reason: 'too_long' });
      return;
    }
    let bucket = perAddress.get(from.address);
    if (!bucket) {
      if (perAddress.size > 10_000) perAddress.clear();
      bucket = createBucket(context.limits.messagesPerSecond, context.limits.messagesBurst);
      perAddress.set(from.address, bucket);
      context.metrics.connectionsTotal.inc({ protocol });
    }
    if (bucket.take(1) > 0) {
      context.metrics.refusals.inc({ protocol, reason: 'throttled' });
      return;
    }
    const events = codec.parseDatagram?.(datagram) ?? [];
    const session = sessionOf(from);
    if (session.waiting >= MAX_DATAGRAMS_WAITING) {
      context.metrics.refusals.inc({ protocol, reason: 'throttled' });
      return;
    }
    session.waiting += 1;
    session.work = session.work
      .then(() => session.conversation.handle(events))
      .catch((err: unknown) =>
        context.log.warn({ err, protocol }, 'trackers: a datagram could not be handled'),
      )
      .finally(() => {
        session.waiting -= 1;
      });
  });
  udp.on('error', (err) => context.log.warn({ err, protocol }, 'trackers: UDP socket error'));
  return {
    /** Ends every session: their units' commands wait, queued, for their next datagram. */
    close() {
      open = false;
      for (const [key, session] of sessions) end(key, session);
    },
  };
}

/** The TCP side of a protocol's listener: each connection served, counted and bounded per address. */
function createTcpServer(codec: TrackerCodec, context: TrackerContext, sockets: Set<net.Socket>) {
  const { protocol } = codec;
  const server = net.createServer({ pauseOnConnect: false }, (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (!context.addresses.connect(address)) {
      context.metrics.refusals.inc({ protocol, reason: 'too_many_connections' });
      socket.destroy();
      return;
    }
    context.metrics.connectionsTotal.inc({ protocol });
    context.metrics.connections.inc({ protocol });
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, codec, context);
  });
  server.maxConnections = 200_000;
  return server;
}

/**
 * Starts one protocol's listener on `port` (0: an ephemeral port, for tests) of `host`;
 * `datagramSessionMs` is how long a UDP unit stays reachable after its last datagram.
 */
export async function startTrackerListener(
  codec: TrackerCodec,
  context: TrackerContext,
  {
    host,
    port,
    datagramSessionMs = DATAGRAM_SESSION_MS,
  }: { host: string; port: number; datagramSessionMs?: number },
): Promise<TrackerListener> {
  const { protocol } = codec;
  const sockets = new Set<net.Socket>();
  // A protocol spoken over UDP only (CalAmp) has no TCP port: its datagram socket alone is bound.
  const server = codec.datagramsOnly ? undefined : createTcpServer(codec, context, sockets);
  if (server)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  let bound = server ? (server.address() as net.AddressInfo).port : port;
  let udp: dgram.Socket | undefined;
  let datagrams: ReturnType<typeof serveDatagrams> | undefined;
  if (codec.parseDatagram) {
    udp = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    datagrams = serveDatagrams(udp, codec, context, datagramSessionMs);
    await new Promise<void>((resolve, reject) => {
      udp?.once('error', reject);
      udp?.bind(bound, host, () => resolve());
    });
    bound = udp.address().port;
  }
  context.log.info({ protocol, port: bound }, `trackers: ${protocol} listening on ${host}:${bound}`);
  return {
    protocol,
    port: bound,
    connections: () => sockets.size,
    async close() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      datagrams?.close();
      if (udp) await new Promise<void>((resolve) => udp?.close(() => resolve()));
    },
  };
}
