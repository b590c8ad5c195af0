import dns from 'node:dns';
import type net from 'node:net';
import { Agent, buildConnector } from 'undici';
import { type BlockReason, blockReason, classifyAddress } from './address.ts';

/** A refusal to connect to an address webhooks may not reach; deliveries do not retry it. */
export class BlockedAddressError extends Error {
  readonly code = 'E_BLOCKED_ADDRESS';
  constructor(host: string, reason: BlockReason) {
    super(`Refused to connect to ${host}: ${reason} addresses are not allowed`);
  }
}

/** Resolves like the system resolver, then refuses the lot if any answer is a blocked address. */
const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
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
 * an IP literal in any spelling is classified before connecting, a name is
 * resolved and every answer checked, and the socket's actual peer address is
 * checked again once connected (so DNS rebinding between lookups gains nothing).
 * With allowPrivate (ALLOW_PRIVATE_WEBHOOKS=true) nothing is refused.
 */
export function createOutboundDispatcher({
  allowPrivate,
  connectTimeoutMs = 10_000,
}: {
  allowPrivate: boolean;
  connectTimeoutMs?: number;
}): Agent {
  if (allowPrivate) return new Agent({ connect: { timeout: connectTimeoutMs } });
  const base = buildConnector({ timeout: connectTimeoutMs, lookup: guardedLookup });
  const connect: buildConnector.connector = (options, callback) => {
    const host = options.hostname.replace(/^\[(.*)\]$/, '$1');
    const literal = classifyAddress(host);
    if (literal?.blocked) return callback(new BlockedAddressError(host, literal.blocked), null);
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
