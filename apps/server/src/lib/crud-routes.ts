import { importResultSchema } from '@pinpoint/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../auth/access.ts';

type Schema = z.ZodType;
/** A route schema as Fastify stores it: the zod parts validate and serialise at run time. */
const asSchema = (schema: object) => schema as FastifySchema;
type Out<S extends Schema> = z.output<S>;
type Item<S extends Schema> = z.input<S>;

/** The routes of one kind of an organisation's things, and the service calls behind them. */
export type CrudSpec<I extends Schema, C extends Schema, U extends Schema, B extends Schema> = {
  /** The path segment: '/contact', '/geofence', '/base'. */
  kind: string;
  tags: string[];
  /** The thing as the API answers it. */
  item: I;
  /** The list route's parameter name (kept as each API was published: `id` or `organisationId`). */
  listParam: string;
  summaries: {
    list: string;
    create: string;
    bulkDelete: string;
    getOne: string;
    change: string;
    remove: string;
  };
  list: (organisationId: string) => Promise<Item<I>[]>;
  /** POST /{kind}: the role is checked in the service against the body's organisationId. */
  create: { body: C; run: (sub: string, body: Out<C>) => Promise<Item<I>> };
  getOne: (sub: string, id: string) => Promise<Item<I>>;
  change: { body: U; run: (sub: string, id: string, body: Out<U>) => Promise<Item<I>> };
  remove: (sub: string, id: string) => Promise<void>;
  bulkDelete: { body: B; run: (sub: string, body: Out<B>) => Promise<number> };
  /** POST /{kind}/import: CSV rows, answering what was added and each refused row. */
  import?: {
    body: Schema;
    summary: string;
    run: (sub: string, body: { organisationId: string; rows: Record<string, unknown>[] }) => Promise<unknown>;
  };
};

/**
 * Registers the API convention of an organisation's things (contacts,
 * geofences, bases): GET /{kind}/organisation/:id (spec 7), POST /{kind},
 * [POST /{kind}/import], POST /{kind}/bulk-delete, and GET, PATCH, DELETE
 * /{kind}/:id. Routes by id resolve the thing's organisation and check the
 * caller's role there in the service; another organisation's thing answers 404.
 */
export function registerCrudRoutes<I extends Schema, C extends Schema, U extends Schema, B extends Schema>(
  app: FastifyInstance,
  spec: CrudSpec<I, C, U, B>,
) {
  // Plain route typing: the zod schemas still validate and serialise (the app's compilers), but
  // the type provider cannot infer through these generics, so bodies are cast once here.
  const r = app;
  const subOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).claims.sub;
  const { kind, tags, item, summaries } = spec;
  const params = z.object({ id: z.string() });

  r.get(
    `${kind}/organisation/:${spec.listParam}`,
    {
      config: { access: { role: 'viewer', organisationParam: spec.listParam } },
      schema: asSchema({
        tags,
        summary: summaries.list,
        params: z.object({ [spec.listParam]: z.string() }),
        response: { 200: z.array(item) },
      }),
    },
    async (request) => spec.list((request.params as Record<string, string>)[spec.listParam] as string),
  );

  r.post(
    kind,
    {
      config: { access: 'user' },
      schema: asSchema({ tags, summary: summaries.create, body: spec.create.body, response: { 201: item } }),
    },
    async (request, reply) =>
      reply.code(201).send(await spec.create.run(subOf(request), request.body as Out<C>)),
  );

  if (spec.import) {
    const imports = spec.import;
    r.post(
      `${kind}/import`,
      {
        config: { access: 'user' },
        schema: asSchema({
          tags,
          summary: imports.summary,
          body: imports.body,
          response: { 200: importResultSchema },
        }),
      },
      async (request) => imports.run(subOf(request), request.body as Parameters<typeof imports.run>[1]),
    );
  }

  r.post(
    `${kind}/bulk-delete`,
    {
      config: { access: 'user' },
      schema: asSchema({
        tags,
        summary: summaries.bulkDelete,
        body: spec.bulkDelete.body,
        response: { 200: z.object({ deleted: z.number() }) },
      }),
    },
    async (request) => ({ deleted: await spec.bulkDelete.run(subOf(request), request.body as Out<B>) }),
  );

  r.get(
    `${kind}/:id`,
    {
      config: { access: 'user' },
      schema: asSchema({ tags, summary: summaries.getOne, params, response: { 200: item } }),
    },
    async (request) => spec.getOne(subOf(request), (request.params as { id: string }).id),
  );

  r.patch(
    `${kind}/:id`,
    {
      config: { access: 'user' },
      schema: asSchema({
        tags,
        summary: summaries.change,
        params,
        body: spec.change.body,
        response: { 200: item },
      }),
    },
    async (request) =>
      spec.change.run(subOf(request), (request.params as { id: string }).id, request.body as Out<U>),
  );

  r.delete(
    `${kind}/:id`,
    { config: { access: 'user' }, schema: asSchema({ tags, summary: summaries.remove, params }) },
    async (request, reply) => {
      await spec.remove(subOf(request), (request.params as { id: string }).id);
      return reply.code(204).send();
    },
  );
}
