import { type User, userSettingsSchema } from '@pinpoint/shared';
import type { TokenClaims, TokenVerifier } from '../../auth/verify.ts';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import { seedDemoDevices } from '../../simulator/demo.ts';
import { createOwned, listForSub } from '../organisation/repo.ts';
import { findBySub, mergeSettings, type UserProfile, upsertUser } from './repo.ts';

type Caller = { token: string; claims: TokenClaims };

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The caller's profile: from the token's claims, else the provider's userinfo.
 * The e-mail a client sends is used only when the provider gives none, and is
 * then never treated as verified.
 */
async function profileOf(
  verifier: TokenVerifier,
  caller: Caller,
  fallbackEmail?: string,
): Promise<UserProfile & { emailFromProvider: boolean }> {
  const { claims } = caller;
  let info: Record<string, unknown> = claims;
  if (!str(claims.email)) info = { ...(await verifier.userinfo(caller.token)), ...claims };
  const email = str(info.email);
  return {
    sub: claims.sub,
    email: email ?? fallbackEmail ?? '',
    emailVerified: Boolean(email && info.email_verified === true),
    name: str(info.name) ?? str(info.nickname) ?? '',
    picture: str(info.picture) ?? null,
    emailFromProvider: email !== undefined,
  };
}

type Organisations = Awaited<ReturnType<typeof listForSub>>;

async function present(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof findBySub>>>,
  known?: Organisations,
): Promise<User> {
  const organisations = known ?? (await listForSub(db, row.sub));
  return {
    id: row.id,
    email: row.email,
    sub: row.sub,
    name: row.name,
    picture: row.picture,
    settings: userSettingsSchema.parse(row.settings ?? {}),
    organisations: organisations.map((o) => ({ id: o.id, name: o.name, role: o.role })),
  };
}

/**
 * Spec 7 `POST /user/`: records the signed-in user and answers the product's
 * user. A user who belongs to no organisation gets one they own. Invitations
 * are not taken here: the invitee accepts them (GET /user/invitations), and
 * only for a verified e-mail.
 */
export async function signInUser(
  db: Db,
  verifier: TokenVerifier,
  caller: Caller,
  body?: { email: string; sub: string },
  options: { demo?: boolean } = {},
) {
  if (body && body.sub !== caller.claims.sub) throw forbidden('The sub does not match the signed-in user');
  const profile = await profileOf(verifier, caller, body?.email);
  const row = await upsertUser(db, profile);
  // The refresh every 2 minutes comes here too: list the organisations once, unless one is created.
  const organisations = await listForSub(db, row.sub);
  if (organisations.length === 0) {
    const owner = profile.name || profile.email.split('@')[0] || 'My';
    const organisationId = await createOwned(db, row.id, `${owner}'s organisation`);
    if (options.demo) await seedDemoDevices(db, row.sub, organisationId);
    return present(db, row);
  }
  return present(db, row, organisations);
}

export async function getUser(db: Db, sub: string): Promise<User | undefined> {
  const row = await findBySub(db, sub);
  return row ? present(db, row) : undefined;
}

export async function changeSettings(
  db: Db,
  verifier: TokenVerifier,
  caller: Caller,
  patch: Record<string, unknown>,
) {
  const current = (await getUser(db, caller.claims.sub)) ?? (await signInUser(db, verifier, caller));
  // Merged in the database, so two settings changed at once from two tabs both stick.
  const settings = userSettingsSchema.parse(await mergeSettings(db, caller.claims.sub, patch));
  return { ...current, settings };
}
