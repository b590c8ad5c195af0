import {
  type Action,
  type ActionSaved,
  actionFieldsFor,
  type actionFieldsSchema,
  actionInputSchema,
  actionMessages,
  type actionPatchSchema,
  alertTypeDefinitions,
  type Role,
  type WebhookSecretRotation,
} from '@pinpoint/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { newWebhookSecret } from '../../jobs/http/signing.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type LogAction, writeLog } from '../organisation/log.ts';
import { isUuid, requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import { checkDestinations } from './destination.ts';
import { unmaskHeaders } from './headers.ts';
import { presentAction } from './presenter.ts';
import {
  type ActionColumns,
  findActionOrganisation,
  foreignIds,
  getAction,
  insertAction,
  listActions,
  removeAction,
  resetState,
  rotateSecret,
  setAssignments,
  storedForwardHeaders,
  updateAction,
  webhookSecretOf,
} from './repo.ts';

type ActionFields = z.output<typeof actionFieldsSchema>;

/** What saving needs of the configuration. */
export type SaveOptions = { allowPrivateDestinations: boolean };

/**
 * The organisation of an action the caller may act on with `needed`, and the
 * caller's role there; an action of an organisation the caller is not in is
 * not found, like one that does not exist.
 */
export async function actionAccess(
  db: Db,
  sub: string,
  id: string,
  needed: Role,
): Promise<{ organisationId: string; role: Role }> {
  const organisationId = isUuid(id) ? await findActionOrganisation(db, id) : undefined;
  if (!organisationId) throw notFound('Action not found');
  const role = await requireRole(db, sub, organisationId, needed).catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound('Action not found') : err;
  });
  return { organisationId, role };
}

export async function actionOrganisation(db: Db, sub: string, id: string, needed: Role): Promise<string> {
  return (await actionAccess(db, sub, id, needed)).organisationId;
}

/** The URLs a save would store, checked like the send-time guard checks them (unless allowed). */
function checkUrls(a: ActionFields, options: SaveOptions, organisationId: string) {
  const applies = actionFieldsFor(a.actionType, a.alertType);
  return checkDestinations(
    [
      { field: 'webhookUrl', label: 'Webhook URL', url: applies.has('webhookUrl') ? a.webhookUrl : null },
      { field: 'forwardUrl', label: 'Forward URL', url: applies.has('forwardUrl') ? a.forwardUrl : null },
    ],
    options.allowPrivateDestinations,
    organisationId,
  );
}

/** Columns from checked fields; fields that do not apply to the action's types are cleared. */
function toColumns(a: ActionFields): ActionColumns {
  const applies = actionFieldsFor(a.actionType, a.alertType);
  const when = <T>(field: Parameters<typeof applies.has>[0], value: T | null | undefined): T | null =>
    applies.has(field) ? (value ?? null) : null;
  const fixed = a.alertType ? alertTypeDefinitions[a.alertType].threshold?.comparison : undefined;
  return {
    name: a.name,
    action_type: a.actionType,
    alert_type: when('alertType', a.alertType),
    comparison: applies.has('comparison') ? (a.comparison ?? fixed ?? null) : null,
    threshold: when('threshold', a.threshold),
    message: when('message', a.message) ?? '',
    geofence_id: when('geofenceId', a.geofenceId),
    repeat_minutes: when('repeatMinutes', a.repeatMinutes) ?? 0,
    repeat_mode: when('repeatMode', a.repeatMode) ?? 'close',
    window_start: when('windowStart', a.windowStart),
    window_end: when('windowEnd', a.windowEnd),
    forward_url: when('forwardUrl', a.forwardUrl),
    forward_headers: JSON.stringify(when('forwardHeaders', a.forwardHeaders) ?? {}),
    webhook_url: when('webhookUrl', a.webhookUrl),
    webhook_method: when('webhookMethod', a.webhookMethod),
    clear_threshold: when('clearThreshold', a.clearThreshold),
    clear_minutes: when('clearMinutes', a.clearMinutes) ?? 0,
    escalation_minutes: (when('escalation', a.escalation) ?? []).map((s) => s.afterMinutes),
    enabled: a.enabled ?? true,
  };
}

/** Devices, contacts and geofence must be the organisation's own; answers the contacts step by step. */
async function checkAssignments(db: Db, organisationId: string, a: ActionFields) {
  const applies = actionFieldsFor(a.actionType, a.alertType);
  const steps = applies.has('contactIds')
    ? [a.contactIds ?? [], ...(a.escalation ?? []).map((s) => s.contactIds)]
    : [];
  const contacts = steps.flat();
  const foreign = await foreignIds(db, organisationId, {
    devices: a.deviceIds,
    contacts,
    geofence: actionFieldsFor(a.actionType, a.alertType).has('geofenceId') ? (a.geofenceId ?? null) : null,
  });
  if (foreign.devices.length)
    throw invalid(`deviceIds: ${actionMessages.errorAssigning}`, { deviceIds: foreign.devices });
  if (foreign.contacts.length)
    throw invalid('contactIds: Contact not found', { contactIds: foreign.contacts });
  if (foreign.geofence) throw invalid('geofenceId: Geofence not found');
  return steps;
}

async function log(
  db: Db,
  sub: string,
  organisationId: string,
  action: LogAction,
  subject: { id: string; name: string },
) {
  await writeLog(db, {
    organisationId,
    userId: await findUserId(db, sub),
    action,
    objectType: 'action',
    objectId: subject.id,
    details: { name: subject.name },
  });
}

async function present(db: Db, organisationId: string, id: string, role: Role): Promise<Action> {
  const row = await getAction(db, organisationId, id);
  if (!row) throw notFound('Action not found');
  return presentAction(row, role);
}

export async function listOrganisationActions(db: Db, organisationId: string, role: Role): Promise<Action[]> {
  return (await listActions(db, organisationId)).map((row) => presentAction(row, role));
}

/**
 * GET /action/{id}: spec 7 calls it with an organisation's id and expects that
 * organisation's actions as a list (DESIGN 9); with an action's id it answers
 * that action.
 */
export async function getActionOrList(db: Db, sub: string, id: string): Promise<Action | Action[]> {
  if (isUuid(id) && (await findActionOrganisation(db, id))) {
    const { organisationId, role } = await actionAccess(db, sub, id, 'viewer');
    return present(db, organisationId, id, role);
  }
  // An id the caller cannot see answers as an unseen action does, whatever it is (nothing leaks).
  const role = await requireRole(db, sub, id, 'viewer').catch((err: { status?: number }) => {
    throw err.status === 404 ? notFound('Action not found') : err;
  });
  return listOrganisationActions(db, id, role);
}

export async function createAction(
  db: Db,
  sub: string,
  input: ActionFields & { organisationId: string },
  options: SaveOptions = { allowPrivateDestinations: false },
): Promise<ActionSaved> {
  const { organisationId } = input;
  const role = await requireRole(db, sub, organisationId, 'member');
  // A masked value has nothing stored behind it on a new action.
  if (input.forwardHeaders) unmaskHeaders(input.forwardHeaders, {});
  await checkUrls(input, options, organisationId);
  const contactSteps = await checkAssignments(db, organisationId, input);
  const webhookSecret = input.actionType === 'webhook' ? newWebhookSecret() : null;
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertAction(trx, organisationId, {
      ...toColumns(input),
      webhook_secret: webhookSecret,
    });
    await setAssignments(trx, created, input.deviceIds, contactSteps);
    return created;
  });
  await log(db, sub, organisationId, 'create', { id, name: input.name });
  const action = await present(db, organisationId, id, role);
  return webhookSecret ? { ...action, webhookSecret } : action;
}

/** The fields of a stored action, as a client would send them. */
function fieldsOf(action: Action): ActionFields {
  const {
    id,
    organisationId,
    hasWebhookSecret,
    previousSecretValidUntil,
    timesTriggered,
    lastTriggeredAt,
    createdAt,
    updatedAt,
    ...fields
  } = action;
  return fields;
}

const conditionFields = [
  'actionType',
  'alertType',
  'comparison',
  'threshold',
  'geofenceId',
  'repeatMode',
  'clearThreshold',
  'clearMinutes',
] as const;

export async function changeAction(
  db: Db,
  sub: string,
  id: string,
  patch: z.output<typeof actionPatchSchema>,
  options: SaveOptions = { allowPrivateDestinations: false },
): Promise<ActionSaved> {
  const { organisationId, role } = await actionAccess(db, sub, id, 'member');
  const before = await present(db, organisationId, id, role);
  // The stored headers, not the masked ones shown; values sent back masked keep theirs.
  const headers = await storedForwardHeaders(db, organisationId, id);
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (patch.forwardHeaders) given.forwardHeaders = unmaskHeaders(patch.forwardHeaders, headers);
  const base: ActionFields = { ...fieldsOf(before), forwardHeaders: headers };
  // A type without a time between alerts stores 0: not a value to check.
  if (!actionFieldsFor(before.actionType, before.alertType).has('repeatMinutes')) base.repeatMinutes = null;
  const checked = actionInputSchema.safeParse({ ...base, ...given });
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw invalid(issues.join('; '), issues);
  }
  const merged = checked.data;
  await checkUrls(merged, options, organisationId);
  const contactSteps = await checkAssignments(db, organisationId, merged);
  const hadSecret = (await webhookSecretOf(db, id)) !== null;
  const webhookSecret = merged.actionType === 'webhook' && !hadSecret ? newWebhookSecret() : undefined;
  const conditionChanged = conditionFields.some(
    (f) => f in given && JSON.stringify(before[f]) !== JSON.stringify(merged[f]),
  );
  await db.transaction().execute(async (trx) => {
    const secret = merged.actionType === 'webhook' ? webhookSecret : null;
    await updateAction(trx, organisationId, id, {
      ...toColumns(merged),
      ...(secret !== undefined ? { webhook_secret: secret } : {}),
      // No longer a webhook: the secret a rotation replaced goes too.
      ...(secret === null ? { previous_webhook_secret: null, previous_secret_valid_until: null } : {}),
    });
    await setAssignments(trx, id, merged.deviceIds, contactSteps);
    if (conditionChanged) await resetState(trx, id);
  });
  await log(db, sub, organisationId, 'update', { id, name: merged.name });
  const action = await present(db, organisationId, id, role);
  return webhookSecret ? { ...action, webhookSecret } : action;
}

/** The enabled switch of the actions list; switching on starts afresh. */
export async function setActionEnabled(db: Db, sub: string, id: string, enabled: boolean): Promise<Action> {
  const { organisationId, role } = await actionAccess(db, sub, id, 'member');
  await db.transaction().execute(async (trx) => {
    await updateAction(trx, organisationId, id, { enabled });
    if (enabled) await resetState(trx, id);
  });
  const action = await present(db, organisationId, id, role);
  await log(db, sub, organisationId, enabled ? 'enable' : 'disable', action);
  return action;
}

/**
 * Resumes a webhook or forward paused after repeated failures (issue 28.5): its
 * streak starts afresh and the next firing or uplink is sent again.
 */
export async function resumeAction(db: Db, sub: string, id: string): Promise<Action> {
  const { organisationId, role } = await actionAccess(db, sub, id, 'member');
  const before = await present(db, organisationId, id, role);
  if (!before.pausedAt) return before;
  await db.transaction().execute(async (trx) => {
    await updateAction(trx, organisationId, id, {
      paused_at: null,
      delivery_failures: 0,
      failing_since: null,
    });
  });
  const action = await present(db, organisationId, id, role);
  await log(db, sub, organisationId, 'resume', action);
  return action;
}

/**
 * Rotates a webhook's signing secret (admin): the new secret is answered this
 * once; for `rotationHours` deliveries are signed with both, then with the new one only.
 */
export async function rotateWebhookSecret(
  db: Db,
  sub: string,
  id: string,
  rotationHours: number,
): Promise<WebhookSecretRotation> {
  const { organisationId, role } = await actionAccess(db, sub, id, 'admin');
  const action = await present(db, organisationId, id, role);
  if (action.actionType !== 'webhook' || !action.hasWebhookSecret)
    throw invalid('Only a webhook has a signing secret to rotate');
  const webhookSecret = newWebhookSecret();
  const until = new Date(Date.now() + rotationHours * 3_600_000);
  if (!(await rotateSecret(db, organisationId, id, webhookSecret, until))) throw notFound('Action not found');
  await log(db, sub, organisationId, 'rotate_secret', action);
  return { webhookSecret, previousSecretValidUntil: until.toISOString() };
}

export async function deleteAction(db: Db, sub: string, id: string): Promise<void> {
  const organisationId = await actionOrganisation(db, sub, id, 'member');
  const removed = await removeAction(db, organisationId, id);
  if (!removed) throw notFound('Action not found');
  await log(db, sub, organisationId, 'delete', removed);
}
