import type { OrganisationLog } from '@pinpoint/shared';
import type { TFunction } from 'i18next';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Organisation fields named in update logs, by their labels on the settings form. */
const fieldLabels: Record<string, string> = {
  name: 'organisations.name',
  address: 'organisations.address',
  email: 'organisations.email',
  phone: 'organisations.phone',
  center: 'organisations.mapCenter',
  zoom: 'organisations.zoom',
  hero: 'organisations.hero',
  primaryColour: 'organisations.primaryColour',
  secondaryColour: 'organisations.secondaryColour',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A catalogue text for a server word (an action, an object type), else the word itself. */
function known(t: TFunction, section: 'actions' | 'objects' | 'roles', word: string): string {
  const key = section === 'roles' ? `roles.${word}` : `logs.${section}.${word}`;
  return (t as unknown as Translate)(key, { defaultValue: word });
}

export type LogDescription = { who: string; action: string; object: string; detail: string };

/** Who did what to which object, in words, from a log row. */
export function describeLog(log: OrganisationLog, t: TFunction): LogDescription {
  const details = log.details;
  const name = text(details.name) || text(details.email) || log.objectId || '';
  let detail = '';
  if (log.action === 'role' && details.from && details.to) {
    detail = t('logs.roleChange', {
      from: known(t, 'roles', text(details.from)),
      to: known(t, 'roles', text(details.to)),
    });
  } else if (text(details.role)) {
    detail = t('logs.asRole', { role: known(t, 'roles', text(details.role)) });
  } else if (Array.isArray(details.fields) && details.fields.length > 0) {
    const translate = t as unknown as Translate;
    const fields = details.fields.map((field) => {
      const key = typeof field === 'string' ? fieldLabels[field] : undefined;
      return key ? translate(key) : String(field);
    });
    detail = t('logs.fields', { fields: fields.join(', ') });
  }
  return {
    who: log.user ? log.user.name || log.user.email : t('logs.system'),
    action: known(t, 'actions', log.action),
    object: [known(t, 'objects', log.objectType), name].filter(Boolean).join(' '),
    detail,
  };
}
