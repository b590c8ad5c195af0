import { z } from 'zod';
import {
  appEuiField,
  appKeyField,
  devEuiField,
  deviceImportResultSchema,
  deviceTypeSchema,
} from './device.ts';
import { name, text } from './text.ts';
import { optionalCell } from './validation.ts';

/**
 * The deployment's operators (OPERATOR_EMAILS): they load the device inventory that customers
 * claim with the code printed on each device, and see the deployment's settings. They see no
 * organisation's data unless they are a member of it.
 */

/**
 * A row of the inventory CSV: the spec's device columns (barcode, dev_eui, app_eui, app_key) and
 * the claim code printed on the device, with its model and type when known.
 */
export const inventoryRowSchema = z.object({
  claim_code: name('Claim code', { max: 64 }),
  barcode: optionalCell(text('Barcode', { max: 64 })),
  dev_eui: devEuiField,
  app_eui: optionalCell(appEuiField),
  app_key: optionalCell(appKeyField),
  model: optionalCell(text('Model', { max: 100 })),
  type: optionalCell(deviceTypeSchema),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

/** POST /api/operator/inventory/import: up to 10,000 rows a call; each row is checked on its own. */
export const inventoryImportSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1, 'The file has no rows').max(10_000),
});
/** What an inventory import added and refused: the same answer as a device import's. */
export const inventoryImportResultSchema = deviceImportResultSchema;
export type InventoryImportResult = z.infer<typeof inventoryImportResultSchema>;

/** One pre-loaded device as operators see it: who claimed it and when. */
export const inventoryItemSchema = z.object({
  id: z.uuid(),
  claimCode: z.string(),
  barcode: z.string().nullable(),
  devEui: z.string(),
  type: z.string(),
  modelId: z.string().nullable(),
  /** Set aside for one organisation's demo (shown to it as a code to try). */
  demo: z.boolean(),
  claimedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /api/operator/status: whether the signed-in user is one of the deployment's operators. */
export const operatorStatusSchema = z.object({ operator: z.boolean() });

/** GET /api/operator/overview: the deployment's settings and its inventory at a glance. */
export const operatorOverviewSchema = z.object({
  flags: z.array(z.object({ name: z.string(), value: z.union([z.boolean(), z.string(), z.number()]) })),
  inventory: z.object({ total: z.number(), claimed: z.number(), demo: z.number() }),
  demo: z.boolean(),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;

/**
 * GET /api/operator/account-mail: the account messages (e-mail verification links) kept while no
 * SMTP server is configured, newest first, so an operator can pass a link on.
 */
export const accountMailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type AccountMail = z.infer<typeof accountMailSchema>;

/** GET /api/organisation/{id}/demo-claim-codes: codes of demo devices this organisation may claim. */
export const demoClaimCodesSchema = z.array(z.object({ claimCode: z.string(), type: z.string() }));
export type DemoClaimCode = z.infer<typeof demoClaimCodesSchema>[number];

export const operatorMessages = {
  operatorsOnly: "Only this deployment's operators can do this",
  claimCodeTaken: 'Claim code {{code}} is already in the inventory',
  devEuiTaken: 'Dev EUI {{devEui}} is already in the inventory',
  unknownModel: 'Unknown model {{model}}',
} as const;
