import {
  userResponseSchema,
  userSettingsPatchSchema,
  userUpsertBodySchema,
  validateTokenBodySchema,
  validateTokenResponseSchema,
} from '@pinpoint/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, requireAuth } from '../../auth/access.ts';
import type { TokenVerifier } from '../../auth/verify.ts';
import type { Db } from '../../db/database.ts';
import { unauthorized } from '../../lib/errors.ts';
import { changeSettings, signInUser } from './service.ts';

type Deps = { db: Db; verifier: TokenVerifier; demo: boolean };

export async function userRoutes(app: FastifyInstance, { db, verifier, demo }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Records the signed-in user and answers the product user (spec 7)',
        body: userUpsertBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({
      data: await signInUser(db, verifier, requireAuth(request), request.body, { demo }),
    }),
  );

  r.patch(
    '/user/settings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['user'],
        summary: "Changes the signed-in user's settings",
        body: userSettingsPatchSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ data: await changeSettings(db, verifier, requireAuth(request), request.body) }),
  );

  /**
   * Embedded-app login (spec 7): the body carries both tokens and the id token
   * comes as the bearer. Both are verified against the provider and must name
   * the same subject.
   */
  async function validateTokens(bearer: string | undefined, body: { accessToken: string; idToken: string }) {
    const [access, id] = await Promise.all([
      verifier.verifyAccessToken(body.accessToken),
      verifier.verifyIdToken(body.idToken),
    ]);
    if (bearer && bearer !== body.idToken) throw unauthorized('The bearer token must be the id token');
    if (access.sub !== id.sub) throw unauthorized('The tokens belong to different users');
    return signInUser(db, verifier, { token: body.accessToken, claims: { ...id, ...access } }, undefined, {
      demo,
    });
  }

  const validateSchema = { tags: ['user'], body: validateTokenBodySchema };

  r.post(
    '/user/auth/validate-token',
    {
      config: { access: 'public' },
      schema: { ...validateSchema, summary: 'Embedded-app login', response: { 200: userResponseSchema } },
    },
    async (request) => ({ data: await validateTokens(bearerToken(request), request.body) }),
  );

  r.post(
    '/auth/validate-token',
    {
      config: { access: 'public' },
      schema: {
        ...validateSchema,
        summary: 'Embedded web view login',
        response: { 200: validateTokenResponseSchema },
      },
    },
    async (request) => ({ user: await validateTokens(bearerToken(request), request.body) }),
  );
}
