import {
  headerMask,
  type NetworkSettings,
  type NetworkSettingsInput,
  type networkSettingsInputSchema,
} from '@pinpoint/shared';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { NetworkSettingsTable } from '../../db/schema-commands.ts';
import { checkDestinations } from '../action/destination.ts';
import { maskHeaderValue } from '../action/headers.ts';
import { writeLog } from '../organisation/log.ts';
import { requireRole } from '../organisation/service.ts';
import { findUserId } from '../user/repo.ts';
import type { Sealer } from './secrets.ts';

/**
 * Each organisation's network-server settings (issue 15): where The Things Stack, ChirpStack and
 * Helium take downlinks, with the secrets stored sealed (secrets.ts) and shown only masked. Admins
 * read and change them; members see only whether a device's transport is ready (the catalogue).
 */

type Row = Selectable<NetworkSettingsTable>;
type Input = z.output<typeof networkSettingsInputSchema>;

/** The settings with their secrets opened, as the senders use them. */
export type OpenSettings = {
  ttn: { clusterUrl: string; applicationId: string; webhookId: string; apiKey: string | null };
  chirpstack: {
    mode: 'mqtt' | 'rest';
    applicationId: string;
    topic: string;
    apiUrl: string;
    apiToken: string | null;
  };
  heliumUrl: string | null;
};

const secretFields = {
  ttnApiKey: 'ttn_api_key_enc',
  chirpstackApiToken: 'chirpstack_api_token_enc',
  heliumDownlinkUrl: 'helium_downlink_url_enc',
} as const;
type SecretField = keyof typeof secretFields;

const contextOf = (organisationId: string, field: SecretField) => `${organisationId}:${field}`;

export function readSettingsRow(db: Db, organisationId: string): Promise<Row | undefined> {
  return db
    .selectFrom('network_settings')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
}

/** Which settings are present, without opening a secret: enough to say whether a transport is ready. */
export function settingsPresence(row: Row | undefined) {
  return {
    ttn: Boolean(row?.ttn_cluster_url && row.ttn_webhook_id && row.ttn_api_key_enc),
    ttnApplicationId: row?.ttn_application_id ?? '',
    chirpstackMode: row?.chirpstack_mode ?? 'mqtt',
    chirpstackApplicationId: row?.chirpstack_application_id ?? '',
    chirpstackRest: Boolean(row?.chirpstack_api_url && row.chirpstack_api_token_enc),
    heliumUrl: Boolean(row?.helium_downlink_url_enc),
  };
}

export function openSettings(row: Row | undefined, sealer: Sealer, organisationId: string): OpenSettings {
  const open = (field: SecretField) => {
    const sealed = row?.[secretFields[field]];
    return sealed ? sealer.open(sealed, contextOf(organisationId, field)) : null;
  };
  return {
    ttn: {
      clusterUrl: row?.ttn_cluster_url ?? '',
      applicationId: row?.ttn_application_id ?? '',
      webhookId: row?.ttn_webhook_id ?? '',
      apiKey: open('ttnApiKey'),
    },
    chirpstack: {
      mode: row?.chirpstack_mode ?? 'mqtt',
      applicationId: row?.chirpstack_application_id ?? '',
      topic: row?.chirpstack_topic ?? '',
      apiUrl: row?.chirpstack_api_url ?? '',
      apiToken: open('chirpstackApiToken'),
    },
    heliumUrl: open('heliumDownlinkUrl'),
  };
}

/** 'https://console.helium.com/api/v1/down/…' → 'https://console.helium.com/••••a1b2'. */
function maskUrl(url: string): string {
  try {
    return `${new URL(url).origin}/${headerMask}${url.length >= 24 ? url.slice(-4) : ''}`;
  } catch {
    return headerMask;
  }
}

export function presentSettings(
  row: Row | undefined,
  sealer: Sealer,
  organisationId: string,
  mqttAvailable: boolean,
): NetworkSettings {
  // A value that no longer opens (SECRETS_KEY changed) shows as set, to be entered again.
  const masked = (field: SecretField, mask: (plain: string) => string) => {
    const sealed = row?.[secretFields[field]];
    if (!sealed) return null;
    try {
      return mask(sealer.open(sealed, contextOf(organisationId, field)));
    } catch {
      return headerMask;
    }
  };
  return {
    organisationId,
    ttnClusterUrl: row?.ttn_cluster_url ?? '',
    ttnApplicationId: row?.ttn_application_id ?? '',
    ttnWebhookId: row?.ttn_webhook_id ?? '',
    ttnApiKey: masked('ttnApiKey', maskHeaderValue),
    chirpstackMode: row?.chirpstack_mode ?? 'mqtt',
    chirpstackApplicationId: row?.chirpstack_application_id ?? '',
    chirpstackTopic: row?.chirpstack_topic ?? '',
    chirpstackApiUrl: row?.chirpstack_api_url ?? '',
    chirpstackApiToken: masked('chirpstackApiToken', maskHeaderValue),
    heliumDownlinkUrl: masked('heliumDownlinkUrl', maskUrl),
    mqttAvailable,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

export type SettingsDeps = {
  db: Db;
  sealer: () => Promise<Sealer>;
  mqttAvailable: boolean;
  /** ALLOW_PRIVATE_WEBHOOKS: network servers on private addresses may be saved (and reached). */
  allowPrivateDestinations: boolean;
};

/** A new Helium downlink URL in the input: absent, still masked or '' leaves nothing to check. */
const newSecret = (given: string | undefined) => (given && !given.includes(headerMask) ? given : null);

/** GET: the organisation's settings, secrets masked (admin). */
export async function getNetworkSettings(deps: SettingsDeps, sub: string, organisationId: string) {
  await requireRole(deps.db, sub, organisationId, 'admin');
  return presentSettings(
    await readSettingsRow(deps.db, organisationId),
    await deps.sealer(),
    organisationId,
    deps.mqttAvailable,
  );
}

/**
 * PUT: replaces the settings (admin). A secret absent, or sent back still masked, keeps its
 * stored value; '' clears it; anything else is sealed and stored. The organisation log names
 * the fields that changed, never a value.
 */
export async function saveNetworkSettings(
  deps: SettingsDeps,
  sub: string,
  organisationId: string,
  input: Input,
): Promise<NetworkSettings> {
  await requireRole(deps.db, sub, organisationId, 'admin');
  // Refused on save as webhooks are (issue 25 item 7); the senders check again at send time.
  await checkDestinations(
    [
      { field: 'ttnClusterUrl', label: 'Cluster URL', url: input.ttnClusterUrl },
      { field: 'chirpstackApiUrl', label: 'API URL', url: input.chirpstackApiUrl },
      { field: 'heliumDownlinkUrl', label: 'Downlink URL', url: newSecret(input.heliumDownlinkUrl) },
    ],
    deps.allowPrivateDestinations,
    organisationId,
  );
  const sealer = await deps.sealer();
  const before = await readSettingsRow(deps.db, organisationId);
  const secret = (field: SecretField): string | null => {
    const given = input[field];
    const stored = before?.[secretFields[field]] ?? null;
    if (given === undefined || given.includes(headerMask)) return stored;
    return given === '' ? null : sealer.seal(given, contextOf(organisationId, field));
  };
  const values = {
    ttn_cluster_url: input.ttnClusterUrl,
    ttn_application_id: input.ttnApplicationId,
    ttn_webhook_id: input.ttnWebhookId,
    ttn_api_key_enc: secret('ttnApiKey'),
    chirpstack_mode: input.chirpstackMode,
    chirpstack_application_id: input.chirpstackApplicationId,
    chirpstack_topic: input.chirpstackTopic,
    chirpstack_api_url: input.chirpstackApiUrl,
    chirpstack_api_token_enc: secret('chirpstackApiToken'),
    helium_downlink_url_enc: secret('heliumDownlinkUrl'),
  };
  const changed = (Object.keys(values) as Array<keyof typeof values>).filter(
    (key) =>
      (before?.[key] ?? (key.endsWith('_enc') ? null : key === 'chirpstack_mode' ? 'mqtt' : '')) !==
      values[key],
  );
  const userId = await findUserId(deps.db, sub);
  const row = await deps.db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('network_settings')
      .values({ organisation_id: organisationId, ...values, updated_by: userId, updated_at: new Date() })
      .onConflict((oc) =>
        oc.column('organisation_id').doUpdateSet({ ...values, updated_by: userId, updated_at: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    if (changed.length) {
      await writeLog(trx, {
        organisationId,
        userId,
        action: 'update',
        objectType: 'network_settings',
        details: { name: 'Network servers', fields: changed.map((key) => key.replace(/_enc$/, '')) },
      });
    }
    return saved;
  });
  return presentSettings(row, sealer, organisationId, deps.mqttAvailable);
}

export type { NetworkSettingsInput };
