import dns from 'node:dns';
import type net from 'node:net';
import { Agent, buildConnector } from 'undici';
import {
  type BlockReason,
  blockReason,
  hostBlockReason,
  logOutboundBlocked,
  type SecurityLog,
} from './address.ts';

/** The ports webhooks and forwards may reach (any, with ALLOW_PRIVATE_WEBHOOKS=true). */
export const ALLOWED_PORTS: ReadonlySet<number> = new Set([80, 443, 8080, 8443]);

/** A URL's port, the scheme's default when it names none. */
export const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/** A refusal to connect to an address webhooks may not reach; deliveries do not retry it. */
export class BlockedAddressError extends Error {
  readonly code = 'E_BLOCKED_ADDRESS';
  constructor(host: string, reason: BlockReason | 'port') {
    super(
      reason === 'port'
        ? `Refused to connect to ${host}: only ports 80, 443, 8080 and 8443 are allowed`
        : `Refused to connect to ${host}: ${reason} addresses are not allowed`,
    );
  }
}

/** Every address of a name: dns.lookup with `all`, or a stand-in (tests point it at their own DNS server). */
export type LookupAll = (
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/** The system resolver (what every other program on the machine would get). */
export const systemLookupAll: LookupAll = (hostname, options, callback) =>
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) =>
    callback(err, (addresses ?? []) as dns.LookupAddress[]),
  );

/** Resolves with `lookupAll`, then refuses the lot if any answer is a blocked address. */
const guardLookup =
  (lookupAll: LookupAll): net.LookupFunction =>
  (hostname, options, callback) => {
    lookupAll(hostname, options, (err, list) => {
      if (err) return callback(err, '', 0);
      for (const { address } of list) {
        const reason = blockReason(address);
        if (reason) return callback(new BlockedAddressError(`${hostname} (${address})`, reason), '', 0);
      }
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return callback(null, list);
      return callback(null, first.address, first.family);
    });
  };

/**
 * The undici dispatcher for webhooks and forwards. Node's fetch ignores an
 * `agent`, so the check sits in the connector that really opens the socket:
 * an IP literal in any spelling (or a name that always means this machine,
 * like `localhost.` or `ip6-localhost`) is refused before connecting, a name is
 * resolved and every answer checked, and the socket's actual peer address is
 * checked again once connected (so DNS rebinding between lookups gains nothing).
 * Ports other than 80, 443, 8080 and 8443 are refused too. With allowPrivate
 * (ALLOW_PRIVATE_WEBHOOKS=true) nothing is refused.
 */
export function createOutboundDispatcher({
  allowPrivate,
  connectTimeoutMs = 10_000,
  log,
  lookup = systemLookupAll,
}: {
  allowPrivate: boolean;
  connectTimeoutMs?: number;
  /** Where each refusal is logged as a security event (outbound_blocked). */
  log?: SecurityLog;
  /** How names are resolved at send time (the system resolver; tests give their own DNS server). */
  lookup?: LookupAll;
}): Agent {
  if (allowPrivate) return new Agent({ connect: { timeout: connectTimeoutMs } });
  const base = buildConnector({ timeout: connectTimeoutMs, lookup: guardLookup(lookup) });
  const connect: buildConnector.connector = (options, done) => {
    const host = options.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    const callback: typeof done = (...args) => {
      if (log && args[0] instanceof BlockedAddressError) logOutboundBlocked(log, `${host}:${port}`, args[0]);
      return done(...args);
    };
    if (!ALLOWED_PORTS.has(port)) return callback(new BlockedAddressError(`${host}:${port}`, 'port'), null);
    const named = hostBlockReason(host);
    if (named) return callback(new BlockedAddressError(host, named), null);
    base(options, (...args) => {
      const [err, socket] = args;
      if (err || !socket) return callback(err ?? new Error('No socket'), null);
      const peer = socket.remoteAddress ?? '';
      const reason = blockReason(peer);
      if (reason) {
        socket.destroy();
        return callback(new BlockedAddressError(`${host} (${peer || 'unknown address'})`, reason), null);
      }
      return callback(null, socket);
    });
  };
  return new Agent({ connect });
}
