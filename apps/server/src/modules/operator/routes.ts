import {
  accountMailSchema,
  demoClaimCodesSchema,
  inventoryImportResultSchema,
  inventoryImportSchema,
  inventoryItemSchema,
  operatorOverviewSchema,
  operatorStatusSchema,
} from '@pinpoint/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../auth/access.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isOperator, type OperatorRule, operatorEmails, requireOperator } from './access.ts';
import {
  importInventory,
  inventoryCounts,
  listAccountMail,
  listDemoClaimCodes,
  listInventory,
} from './inventory.ts';

const tags = ['operator'];
const subOf = (request: FastifyRequest) => requireAuth(request).claims.sub;

/** The deployment's settings an operator sees: every public flag, and which services are set up. */
function flagsOf(config: ServerConfig) {
  const flags: Array<{ name: string; value: boolean | string | number }> = Object.entries(config.public)
    .filter(([, value]) => typeof value === 'boolean')
    .map(([name, value]) => ({ name, value: value as boolean }));
  flags.push(
    { name: 'DEMO', value: config.demo },
    { name: 'OPERATOR_EMAILS', value: operatorEmails(config.OPERATOR_EMAILS).length },
    { name: 'SMTP_URL', value: Boolean(config.SMTP_URL) },
    { name: 'MQTT_URL', value: Boolean(config.MQTT_URL) },
    { name: 'GEOCODER_URL', value: Boolean(config.GEOCODER_URL) },
    { name: 'OIDC_ISSUER', value: config.builtInProvider ? 'built-in' : config.oidc.issuer },
    { name: 'PUBLIC_URL', value: config.publicUrl },
  );
  return flags;
}

/** The operator's screen: status, the deployment's settings, the device inventory and its CSV import. */
export async function operatorRoutes(app: FastifyInstance, { db, config }: { db: Db; config: ServerConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rule: OperatorRule = { emails: operatorEmails(config.OPERATOR_EMAILS), demo: config.demo };

  r.get(
    '/operator/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the signed-in user is an operator',
        response: { 200: operatorStatusSchema },
      },
    },
    async (request) => ({ operator: await isOperator(db, rule, subOf(request)) }),
  );

  r.get(
    '/operator/overview',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The deployment's settings and inventory (operators)",
        response: { 200: operatorOverviewSchema },
      },
    },
    async (request) => {
      await requireOperator(db, rule, subOf(request));
      return { flags: flagsOf(config), inventory: await inventoryCounts(db), demo: config.demo };
    },
  );

  r.get(
    '/operator/inventory',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The device inventory (operators)',
        response: { 200: z.array(inventoryItemSchema) },
      },
    },
    async (request) => {
      await requireOperator(db, rule, subOf(request));
      return listInventory(db);
    },
  );

  r.post(
    '/operator/inventory/import',
    {
      config: { access: 'user' },
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Loads devices into the inventory from CSV rows (operators)',
        body: inventoryImportSchema,
        response: { 200: inventoryImportResultSchema },
      },
    },
    async (request) => {
      await requireOperator(db, rule, subOf(request));
      return importInventory(db, request.body.rows);
    },
  );

  r.get(
    '/operator/account-mail',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Account messages kept while no SMTP server is configured (operators)',
        response: { 200: z.array(accountMailSchema) },
      },
    },
    async (request) => {
      await requireOperator(db, rule, subOf(request));
      return listAccountMail(db);
    },
  );

  r.get(
    '/organisation/:id/demo-claim-codes',
    {
      config: { access: { role: 'viewer', organisationParam: 'id' } },
      schema: {
        tags,
        summary: 'Codes of the demo devices set aside for this organisation to claim',
        params: z.object({ id: z.uuid() }),
        response: { 200: demoClaimCodesSchema },
      },
    },
    async (request) => listDemoClaimCodes(db, request.params.id),
  );
}
