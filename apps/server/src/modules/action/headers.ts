import { actionMessages, headerMask, type Role } from '@pinpoint/shared';
import { invalid } from '../../lib/errors.ts';
import { roleAtLeast } from '../organisation/service.ts';

/**
 * Forward headers carry downstream credentials: once saved they are never
 * shown whole. Admins see each value masked ('Bearer ••••1234'), members only
 * the names ('••••', so they can still edit the action), viewers nothing.
 */

/** 'Bearer abcdef123456' → 'Bearer ••••3456'; short values keep no tail. */
export function maskHeaderValue(value: string): string {
  const scheme = /^([A-Za-z][\w-]{0,19} )(.+)$/.exec(value);
  const [prefix, secret] = scheme ? [scheme[1] as string, scheme[2] as string] : ['', value];
  return `${prefix}${headerMask}${secret.length >= 12 ? secret.slice(-4) : ''}`;
}

export function headersFor(role: Role, headers: Record<string, string>): Record<string, string> {
  if (!roleAtLeast(role, 'member')) return {};
  const admin = roleAtLeast(role, 'admin');
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, admin ? maskHeaderValue(value) : headerMask]),
  );
}

/**
 * The headers to store: a value still masked (sent back as it was shown) keeps
 * the stored value of that header; a masked value for a header not stored is refused.
 */
export function unmaskHeaders(
  given: Record<string, string>,
  stored: Record<string, string>,
): Record<string, string> {
  const storedByName = new Map(Object.entries(stored).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.fromEntries(
    Object.entries(given).map(([name, value]) => {
      if (!value.includes(headerMask)) return [name, value];
      const kept = storedByName.get(name.toLowerCase());
      if (kept === undefined) throw invalid(`forwardHeaders: ${actionMessages.maskedHeader} (${name})`);
      return [name, kept];
    }),
  );
}
