import type { Db } from '../../db/database.ts';
import type { MapMatcher } from './matcher.ts';

/**
 * The road matching a user's widgets get (dashboards, the reports they made): the server's
 * matcher when the user's "map matching" setting is on, else none (positions as reported).
 * One statement, and none when the server has no matcher.
 */
export async function roadsForUser(
  db: Db,
  matcher: MapMatcher | null,
  user: { sub: string } | { id: string | null },
): Promise<{ matcher: MapMatcher } | undefined> {
  if (!matcher) return undefined;
  if ('id' in user && !user.id) return undefined;
  let query = db.selectFrom('users').select('settings');
  query = 'sub' in user ? query.where('sub', '=', user.sub) : query.where('id', '=', user.id as string);
  const row = await query.executeTakeFirst();
  const settings = row?.settings as { mapMatching?: unknown } | null | undefined;
  return settings?.mapMatching === true ? { matcher } : undefined;
}
