import { type BlockReason, blockReason, classifyAddress, hostBlockReason } from '../../jobs/http/address.ts';
import { ALLOWED_PORTS, type LookupAll, portOf, systemLookupAll } from '../../jobs/http/dispatcher.ts';
import { invalid } from '../../lib/errors.ts';
import { logRefusedDestination } from '../../lib/security-log.ts';

/**
 * The save-time twin of the send-time guard (jobs/http/dispatcher.ts): a webhook,
 * forward or network-server URL must be http or https, use port 80, 443, 8080 or
 * 8443 and must not be, or resolve to, a loopback, private, link-local, CGNAT,
 * metadata or otherwise reserved address, nor name this machine (`localhost.`).
 * A name that does not resolve now is let through (DNS may be down, or the host
 * not up yet): the send-time check still refuses it later.
 */

const described: Record<BlockReason, string> = {
  loopback: 'a loopback',
  private: 'a private',
  'link-local': 'a link-local',
  cgnat: 'a carrier-grade NAT',
  metadata: 'a cloud metadata',
  unspecified: 'an unspecified',
  multicast: 'a multicast',
  reserved: 'a reserved',
};

const LOOKUP_TIMEOUT_MS = 3000;

async function resolve(host: string, lookupAll: LookupAll): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  const lookup = new Promise<string[]>((done, reject) =>
    lookupAll(host, { verbatim: true }, (err, answers) =>
      err ? reject(err) : done(answers.map((a) => a.address)),
    ),
  );
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The URL, when it is an http or https one. */
function httpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Why this URL may not be a destination, or null when it may (names resolved with `lookupAll`). */
export async function destinationProblem(
  url: string,
  lookupAll: LookupAll = systemLookupAll,
): Promise<string | null> {
  const parsed = httpUrl(url);
  if (!parsed) return 'must be an http or https URL';
  if (!ALLOWED_PORTS.has(portOf(parsed))) return 'must use port 80, 443, 8080 or 8443';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const named = hostBlockReason(host);
  const literal = classifyAddress(host);
  if (named)
    return `must not point to ${described[named]} address${literal ? '' : ` (${host} is a reserved name)`}`;
  if (literal) return null; // a public address
  let addresses: string[];
  try {
    addresses = await resolve(host, lookupAll);
  } catch {
    return null;
  }
  for (const address of addresses) {
    const reason = blockReason(address);
    if (reason) return `must not point to ${described[reason]} address (${host} is ${address})`;
  }
  return null;
}

/** A URL a save would store: the field's name for the message, its label, and the value. */
export type Destination = { field: string; label: string; url: string | null | undefined };

/**
 * Refuses (400, naming each field) a URL the send-time guard would refuse: webhooks and forwards,
 * network servers' addresses. With private destinations allowed (ALLOW_PRIVATE_WEBHOOKS) only
 * the scheme is checked.
 */
export async function checkDestinations(
  destinations: Destination[],
  allowPrivate: boolean,
  organisationId: string,
) {
  const problems: string[] = [];
  for (const { field, label, url } of destinations) {
    if (!url) continue;
    const problem = allowPrivate
      ? httpUrl(url)
        ? null
        : 'must be an http or https URL'
      : await destinationProblem(url);
    if (!problem) continue;
    problems.push(`${field}: ${label} ${problem}`);
    const parsed = httpUrl(url);
    logRefusedDestination({
      organisationId,
      destination: parsed ? `${parsed.hostname}:${portOf(parsed)}` : 'not an http URL',
      reason: `${label} refused on save: ${problem}`,
    });
  }
  if (problems.length) throw invalid(problems.join('; '), problems);
}
