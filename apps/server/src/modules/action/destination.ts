import dns from 'node:dns/promises';
import { type BlockReason, blockReason, classifyAddress } from '../../jobs/http/address.ts';
import { ALLOWED_PORTS, portOf } from '../../jobs/http/dispatcher.ts';
import { invalid } from '../../lib/errors.ts';
import { logRefusedDestination } from '../../lib/security-log.ts';

/**
 * The save-time twin of the send-time guard (jobs/http/dispatcher.ts): a webhook
 * or forward URL must use port 80, 443, 8080 or 8443 and must not be, or resolve
 * to, a loopback, private, link-local, CGNAT, metadata or otherwise reserved
 * address. A name that does not resolve now is let through (DNS may be down,
 * or the host not up yet): the send-time check still refuses it later.
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

async function resolve(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([dns.lookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/** Why this URL may not be a destination, or null when it may. */
export async function destinationProblem(url: string): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null; // the schema has said so already
  }
  if (!ALLOWED_PORTS.has(portOf(parsed))) return 'must use port 80, 443, 8080 or 8443';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = classifyAddress(host);
  if (literal) return literal.blocked ? `must not point to ${described[literal.blocked]} address` : null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return null;
  }
  for (const address of addresses) {
    const reason = blockReason(address);
    if (reason) return `must not point to ${described[reason]} address (${host} is ${address})`;
  }
  return null;
}

/** Refuses (400, naming the field) a webhook or forward URL the send-time guard would refuse. */
export async function checkDestinations(
  fields: { webhookUrl: string | null; forwardUrl: string | null },
  allowPrivate: boolean,
  organisationId: string,
) {
  if (allowPrivate) return;
  const problems: string[] = [];
  for (const [field, label] of [
    ['webhookUrl', 'Webhook URL'],
    ['forwardUrl', 'Forward URL'],
  ] as const) {
    const url = fields[field];
    const problem = url ? await destinationProblem(url) : null;
    if (!url || !problem) continue;
    problems.push(`${field}: ${label} ${problem}`);
    const parsed = new URL(url);
    logRefusedDestination({
      organisationId,
      destination: `${parsed.hostname}:${portOf(parsed)}`,
      reason: `${label} refused on save: ${problem}`,
    });
  }
  if (problems.length) throw invalid(problems.join('; '), problems);
}
