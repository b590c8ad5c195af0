import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type UserProfile = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
};

/** Inserts or refreshes the product's user record for a token subject; returns it and whether it was inserted. */
export async function upsertUser(db: Db, profile: UserProfile) {
  const row = await db
    .insertInto('users')
    .values({
      sub: profile.sub,
      email: profile.email,
      email_verified: profile.emailVerified,
      name: profile.name,
      picture: profile.picture,
    })
    .onConflict((oc) =>
      oc.column('sub').doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        email_verified: eb.ref('excluded.email_verified'),
        name: sql<string>`coalesce(nullif(excluded.name, ''), users.name)`,
        picture: eb.fn.coalesce(eb.ref('excluded.picture'), eb.ref('users.picture')),
        updated_at: new Date(),
      })),
    )
    .returning(['id', 'sub', 'email', 'name', 'picture', 'settings', sql<boolean>`xmax = 0`.as('inserted')])
    .executeTakeFirstOrThrow();
  return row;
}

export function findBySub(db: Db, sub: string) {
  return db
    .selectFrom('users')
    .select(['id', 'sub', 'email', 'name', 'picture', 'settings'])
    .where('sub', '=', sub)
    .executeTakeFirst();
}

/** Merges the fields of a settings patch into the stored settings in one statement; answers the result. */
export async function mergeSettings(db: Db, sub: string, patch: Record<string, unknown>) {
  const row = await db
    .updateTable('users')
    .set({
      settings: sql`coalesce(settings, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
      updated_at: new Date(),
    })
    .where('sub', '=', sub)
    .returning('settings')
    .executeTakeFirst();
  return (row?.settings ?? {}) as Record<string, unknown>;
}

export async function findUserId(db: Db, sub: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('sub', '=', sub).executeTakeFirst();
  return row?.id ?? null;
}
