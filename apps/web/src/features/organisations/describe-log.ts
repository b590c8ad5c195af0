import type { OrganisationLog } from '@pinpoint/shared';
import type { TFunction } from 'i18next';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Fields named in update logs, by the object's type: their labels on its form. */
const fieldLabels: Record<string, Record<string, string>> = {
  organisation: {
    name: 'organisations.name',
    address: 'organisations.address',
    email: 'organisations.email',
    phone: 'organisations.phone',
    center: 'organisations.mapCenter',
    zoom: 'organisations.zoom',
    hero: 'organisations.hero',
    primaryColour: 'organisations.primaryColour',
    secondaryColour: 'organisations.secondaryColour',
    timeZone: 'organisations.timeZone',
  },
  device: {
    name: 'logs.deviceFields.name',
    type: 'logs.deviceFields.type',
    modelId: 'logs.deviceFields.modelId',
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A catalogue text for a server word (an action, an object type), else the word itself. */
function known(t: TFunction, section: 'actions' | 'objects' | 'roles', word: string): string {
  const key = section === 'roles' ? `roles.${word}` : `logs.${section}.${word}`;
  return (t as unknown as Translate)(key, { defaultValue: word });
}

/** The line under the verb: the role given, the fields changed, where a device went... or nothing. */
function detailOf(log: OrganisationLog, t: TFunction): string {
  const details = log.details;
  const translate = t as unknown as Translate;
  if (log.action === 'role' && details.from && details.to)
    return t('logs.roleChange', {
      from: known(t, 'roles', text(details.from)),
      to: known(t, 'roles', text(details.to)),
    });
  if (text(details.role)) return t('logs.asRole', { role: known(t, 'roles', text(details.role)) });
  if (Array.isArray(details.fields) && details.fields.length > 0) {
    const labels = fieldLabels[log.objectType] ?? {};
    const fields = details.fields.map((field) => {
      const key = typeof field === 'string' ? labels[field] : undefined;
      return key ? translate(key) : String(field);
    });
    return t('logs.fields', { fields: fields.join(', ') });
  }
  if (log.action === 'transfer' && text(details.toName))
    return t('logs.transferTo', { organisation: text(details.toName) });
  if (log.action === 'transfer' && text(details.fromName))
    return t('logs.transferFrom', { organisation: text(details.fromName) });
  if (log.action === 'import' && typeof details.added === 'number')
    return t('logs.imported', { added: details.added, refused: Number(details.refused ?? 0) });
  if (log.action === 'status' && text(details.status)) {
    const status = text(details.status);
    return t('logs.newStatus', {
      status: translate(`geofences.statuses.${status}`, { defaultValue: status }).toLowerCase(),
    });
  }
  return '';
}

export type LogDescription = { who: string; action: string; object: string; detail: string };

/**
 * Who did what to which object, in words, from a log row. The object is named as it was called when
 * the row was written (never by its id).
 */
export function describeLog(log: OrganisationLog, t: TFunction): LogDescription {
  const name = text(log.details.name) || text(log.details.email);
  return {
    who: log.user ? log.user.name || log.user.email : t('logs.system'),
    action: known(t, 'actions', log.action),
    object: [known(t, 'objects', log.objectType), name].filter(Boolean).join(' '),
    detail: detailOf(log, t),
  };
}
