import { type User, userResponseSchema } from '@pinpoint/shared';
import { obtainTokens, uniqueEmail } from './oidc-flow.ts';
import type { TestServer } from './server.ts';

/** A signed-up user as the integration tests of organisations, members and contacts use them. */
export type Person = {
  token: string;
  sub: string;
  email: string;
  userId: string;
  /** The organisation the first sign-in gave them (or the first they were invited to). */
  organisationId: string;
  user: User;
};

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely; the shared schemas parse what matters
export type Answer = { status: number; body: any };

/** Calls the API as a browser would, and signs people up through the built-in provider. */
export function testApi(server: TestServer) {
  async function call(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const res = await fetch(`${server.url}/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** POST /api/user/ as the web app does after sign-in. */
  async function signIn(token: string, email: string) {
    const sub = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sub as string;
    const res = await call('/user/', { token, body: { email, sub } });
    if (res.status !== 200) throw new Error(`POST /user/ answered ${res.status}`);
    return { sub, user: userResponseSchema.parse(res.body).data };
  }

  async function signUp(name: string, email = uniqueEmail(name.toLowerCase())): Promise<Person> {
    const tokens = await obtainTokens(server.url, { name, email, password: `${name}-password-123` });
    const { sub, user } = await signIn(tokens.access_token, email);
    return {
      token: tokens.access_token,
      sub,
      email,
      userId: user.id,
      organisationId: user.organisations[0]?.id ?? '',
      user,
    };
  }

  /** Signs several people up at once, answering them in the order of their names. */
  async function signUpEach<const T extends readonly string[]>(names: T) {
    return (await Promise.all(names.map((name) => signUp(name)))) as { -readonly [K in keyof T]: Person };
  }

  /**
   * The usual cast: Olive owns an organisation where Max is a member and Vic a
   * viewer; Otto has only his own organisation (the outsider).
   */
  async function signUpCast() {
    const [olive, max, vic, otto] = await signUpEach(['Olive', 'Max', 'Vic', 'Otto'] as const);
    for (const [person, role] of [
      [max, 'member'],
      [vic, 'viewer'],
    ] as const) {
      const res = await call(`/organisation/${olive.organisationId}/members`, {
        token: olive.token,
        body: { email: person.email, role },
      });
      if (res.status !== 201) throw new Error(`adding ${person.email} answered ${res.status}`);
      await verifyEmail(person);
      await acceptInvitation(person, olive.organisationId);
    }
    return { olive, max, vic, otto, orgId: olive.organisationId };
  }

  /**
   * The latest verification link mailed to `email`, from the account outbox (the test server
   * has no SMTP server); the sign-up sends it in the background, so this waits for it.
   */
  async function verificationLink(email: string): Promise<string> {
    for (let tries = 0; tries < 100; tries++) {
      const mail = await server.handle.db
        .selectFrom('account_outbox')
        .select('body')
        .where('recipient', '=', email)
        // Invitations are account mail too: only a verification mail holds the link.
        .where('body', 'like', '%/verify-email?token=%')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const link = mail?.body.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No verification mail to ${email}`);
  }

  /** Opens the verification link mailed to the person, as they would from their mail. */
  async function verifyEmail(person: { email: string }) {
    const res = await fetch(await verificationLink(person.email));
    if (res.status !== 200) throw new Error(`verifying ${person.email} answered ${res.status}`);
  }

  /** The person accepts their pending invitation to the organisation. */
  async function acceptInvitation(person: Person, organisationId: string) {
    const mine = await call('/user/invitations', { token: person.token });
    const invitation = mine.body?.invitations?.find(
      (i: { organisationId: string }) => i.organisationId === organisationId,
    );
    if (!invitation) throw new Error(`${person.email} has no invitation to ${organisationId}`);
    const res = await call(`/user/invitations/${invitation.id}/accept`, { token: person.token, body: {} });
    if (res.status !== 200) throw new Error(`accepting answered ${res.status}`);
    return res;
  }

  return { call, signIn, signUp, signUpEach, signUpCast, verificationLink, verifyEmail, acceptInvitation };
}

/** The error answer's message. */
export const messageOf = (answer: Answer): string => answer.body?.error?.message ?? '';

/**
 * The calls of an organisation's things of one kind (lib/crud-routes.ts: '/contact',
 * '/geofence', '/base'), for the tests of each. `context` is read at each call, so the
 * helpers can be made before beforeAll has signed the cast up.
 */
export function crudCalls(kind: string, context: () => { api: ReturnType<typeof testApi>; orgId: string }) {
  const call = (...args: Parameters<ReturnType<typeof testApi>['call']>) => context().api.call(...args);
  return {
    create: (by: Person, body: Record<string, unknown>, organisationId = context().orgId) =>
      call(kind, { token: by.token, body: { organisationId, ...body } }),
    getOne: (by: Person, id: string) => call(`${kind}/${id}`, { token: by.token }),
    patch: (by: Person, id: string, body: unknown) =>
      call(`${kind}/${id}`, { method: 'PATCH', token: by.token, body }),
    remove: (by: Person, id: string) => call(`${kind}/${id}`, { method: 'DELETE', token: by.token }),
    bulkDelete: (by: Person, ids: string[], organisationId = context().orgId) =>
      call(`${kind}/bulk-delete`, { token: by.token, body: { organisationId, ids } }),
    importRows: (by: Person, rows: unknown[], organisationId = context().orgId) =>
      call(`${kind}/import`, { token: by.token, body: { organisationId, rows } }),
    listRaw: (by: Person, organisationId = context().orgId) =>
      call(`${kind}/organisation/${organisationId}`, { token: by.token }),
    /**
     * What someone outside the organisation sees of one of its things (404 and the message), as
     * for another organisation's thing (`othersId`, asked by `member`), an unknown id and a
     * malformed one.
     */
    async notFoundOutside(args: { id: string; outsider: Person; othersId: string; member: Person }) {
      const outsider = await call(`${kind}/${args.id}`, { token: args.outsider.token });
      const answers = [
        outsider,
        await call(`${kind}/${args.othersId}`, { token: args.member.token }),
        await call(`${kind}/00000000-0000-4000-8000-000000000000`, { token: args.member.token }),
        await call(`${kind}/nope`, { token: args.member.token }),
      ];
      return { statuses: answers.map((a) => a.status), message: messageOf(outsider) };
    },
  };
}
