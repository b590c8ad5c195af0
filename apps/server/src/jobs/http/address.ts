/**
 * Which IP addresses outbound webhooks and forwards may reach. An address is
 * read in every spelling a resolver or socket accepts (127.1, 2130706433,
 * 0x7f000001, 0177.0.0.1, [::ffff:127.0.0.1], ::ffff:7f00:1) and refused when
 * it is loopback, private, link-local, CGNAT, cloud metadata, unspecified,
 * multicast or otherwise reserved, including IPv4 addresses embedded in IPv6.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { logSecurityEvent } from '../../lib/security-log.ts';

export type BlockReason =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

type Range = { prefix: number[]; bits: number; reason: BlockReason };

const v4 = (cidr: string, reason: BlockReason): Range => {
  const [address, bits] = cidr.split('/');
  return { prefix: parseIPv4(address as string) as number[], bits: Number(bits), reason };
};
const v6 = (cidr: string, reason: BlockReason): Range => {
  const [address, bits] = cidr.split('/');
  return { prefix: parseIPv6(address as string) as number[], bits: Number(bits), reason };
};

// Most specific first: the first match names the reason.
const blockedV4: Range[] = [
  v4('169.254.169.254/32', 'metadata'),
  v4('169.254.170.2/32', 'metadata'),
  v4('100.100.100.200/32', 'metadata'),
  v4('192.0.0.192/32', 'metadata'),
  v4('0.0.0.0/8', 'unspecified'),
  v4('127.0.0.0/8', 'loopback'),
  v4('10.0.0.0/8', 'private'),
  v4('172.16.0.0/12', 'private'),
  v4('192.168.0.0/16', 'private'),
  v4('100.64.0.0/10', 'cgnat'),
  v4('169.254.0.0/16', 'link-local'),
  v4('224.0.0.0/4', 'multicast'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('192.88.99.0/24', 'reserved'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('240.0.0.0/4', 'reserved'),
];

const blockedV6: Range[] = [
  v6('fd00:ec2::254/128', 'metadata'),
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('fc00::/7', 'private'),
  v6('fec0::/10', 'private'),
  v6('64:ff9b:1::/48', 'private'),
  v6('fe80::/10', 'link-local'),
  v6('ff00::/8', 'multicast'),
  v6('::ffff:0:0:0/96', 'reserved'),
  v6('100::/64', 'reserved'),
  v6('2001::/23', 'reserved'),
  v6('2001:db8::/32', 'reserved'),
];

/** IPv6 ranges that carry an IPv4 address: the embedded address decides. */
const embedding: Array<{ range: Range; offset: number }> = [
  { range: v6('::ffff:0:0/96', 'reserved'), offset: 12 }, // IPv4-mapped
  { range: v6('64:ff9b::/96', 'reserved'), offset: 12 }, // NAT64
  { range: v6('2002::/16', 'reserved'), offset: 2 }, // 6to4
];
// IPv4-compatible (::a.b.c.d, deprecated): never a real destination.
const compatible = v6('::/96', 'reserved');

function matches(bytes: number[], { prefix, bits }: Range): boolean {
  for (let i = 0; i < bits; i++) {
    const bit = 7 - (i % 8);
    if ((((bytes[i >> 3] as number) >> bit) & 1) !== (((prefix[i >> 3] as number) >> bit) & 1)) return false;
  }
  return true;
}

/** One part of an inet_aton address: decimal, octal (leading 0) or hex (0x). */
function parsePart(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return Number.parseInt(part, 8);
  if (/^[1-9]\d*$/.test(part)) return Number(part);
  return null;
}

/** An IPv4 address in any inet_aton spelling (1 to 4 parts), as 4 bytes; null when it is not one. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.replace(/\.$/, '').split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const numbers = parts.map(parsePart);
  if (numbers.some((n) => n === null || !Number.isFinite(n))) return null;
  const values = numbers as number[];
  const last = values.pop() as number;
  if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length)) return null;
  const bytes = [...values];
  for (let i = 3 - values.length; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

/** An IPv6 address (brackets, a zone and a dotted IPv4 tail allowed), as 16 bytes; null when it is not one. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const tail = /^\d{1,3}(\.\d{1,3}){3}$/.test(piece) ? parseIPv4(piece) : null;
        if (!tail) return null;
        out.push(
          ((tail[0] as number) << 8) | (tail[1] as number),
          ((tail[2] as number) << 8) | (tail[3] as number),
        );
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0] as string);
  const tail = halves.length === 2 ? groups(halves[1] as string) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...Array(missing).fill(0), ...tail];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

function classifyV4(bytes: number[]): BlockReason | null {
  return blockedV4.find((r) => matches(bytes, r))?.reason ?? null;
}

function classifyV6(bytes: number[]): BlockReason | null {
  for (const { range, offset } of embedding) {
    if (matches(bytes, range)) return classifyV4(bytes.slice(offset, offset + 4));
  }
  const direct = blockedV6.find((r) => matches(bytes, r))?.reason;
  if (direct) return direct;
  if (matches(bytes, compatible)) return classifyV4(bytes.slice(12)) ?? 'reserved';
  return null;
}

export type AddressClass = { version: 4 | 6; blocked: BlockReason | null };

/** The class of an IP literal in any spelling; null when `text` is a name, not an address. */
export function classifyAddress(text: string): AddressClass | null {
  const trimmed = text.trim().toLowerCase();
  const ipv6 = parseIPv6(trimmed);
  if (ipv6) return { version: 6, blocked: classifyV6(ipv6) };
  const ipv4 = parseIPv4(trimmed);
  if (ipv4) return { version: 4, blocked: classifyV4(ipv4) };
  return null;
}

/** Why an address may not be reached, or null when it may; anything unreadable is refused. */
export function blockReason(address: string): BlockReason | null {
  const found = classifyAddress(address);
  return found ? found.blocked : 'reserved';
}

/**
 * Names that mean this machine (or its link) whatever a resolver answers: RFC 6761's `localhost`
 * and `*.localhost`, and the names Debian's and Red Hat's /etc/hosts give ::1 and the IPv6
 * multicast groups. A resolver without them fails to answer, so only a check by name refuses them.
 */
const reservedNames = new Map<string, BlockReason>([
  ['localhost', 'loopback'],
  ['localhost.localdomain', 'loopback'],
  ['localhost4', 'loopback'],
  ['localhost4.localdomain4', 'loopback'],
  ['localhost6', 'loopback'],
  ['localhost6.localdomain6', 'loopback'],
  ['ip6-localhost', 'loopback'],
  ['ip6-loopback', 'loopback'],
  ['ip6-allnodes', 'multicast'],
  ['ip6-allrouters', 'multicast'],
  ['ip6-mcastprefix', 'multicast'],
]);

/**
 * Why a URL's host may not be reached, known before any lookup: the class of an address literal
 * (brackets and trailing dots allowed), or a name that always means this machine (`localhost.`,
 * `ip6-localhost`, `api.localhost`); null for a public address or any other name.
 */
export function hostBlockReason(host: string): BlockReason | null {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
  if (name === '') return 'reserved';
  const literal = classifyAddress(name);
  if (literal) return literal.blocked;
  return reservedNames.get(name) ?? (name.endsWith('.localhost') ? 'loopback' : null);
}

export type SecurityLog = { warn: (o: object, m: string) => void };

/**
 * Whose outbound request is under way (a delivery runs in it: jobs/deliveries.ts),
 * so a refusal deep in the connector can name the organisation.
 */
export const outboundScope = new AsyncLocalStorage<{ organisationId: string }>();

/**
 * The security log's line for a refused outbound connection: the destination
 * (host:port, never the URL's path or query, which may carry secrets), why, and
 * the organisation when the caller knows it.
 */
export function logOutboundBlocked(
  log: SecurityLog,
  destination: string,
  refusal: Error,
  organisationId?: string,
) {
  const organisation = organisationId ?? outboundScope.getStore()?.organisationId;
  logSecurityEvent(log, 'outbound_blocked', {
    destination,
    reason: refusal.message,
    ...(organisation ? { organisationId: organisation } : {}),
  });
}
