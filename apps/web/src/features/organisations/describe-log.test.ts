import { type OrganisationLog, organisationLogActions, organisationLogObjectTypes } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en.ts';
import { fr } from '../../lib/i18n/fr.ts';
import { createI18n, createReadyI18n } from '../../lib/i18n/i18n.ts';
import { describeLog } from './describe-log.ts';

const entry = (log: Partial<OrganisationLog>): OrganisationLog => ({
  id: 1,
  user: null,
  action: 'update',
  objectType: 'device',
  objectId: '4b8d1f7e-27f5-4c3c-9f3b-0d8c1a2e3f40',
  details: {},
  createdAt: '2026-03-10T15:00:00Z',
  ...log,
});

describe('the organisation log in words', () => {
  it('names every verb the server can write, in English and French', () => {
    const missing = (labels: Record<string, string>) =>
      organisationLogActions.filter((verb) => !labels[verb]?.trim());
    expect(missing(en.logs.actions)).toEqual([]);
    expect(missing(fr.logs.actions)).toEqual([]);
  });

  it('names every kind of object the server can log, in English and French', () => {
    const missing = (labels: Record<string, string>) =>
      organisationLogObjectTypes.filter((type) => !labels[type]?.trim());
    expect(missing(en.logs.objects)).toEqual([]);
    expect(missing(fr.logs.objects)).toEqual([]);
  });

  it('names a device by the name kept in the row, never by its id', async () => {
    const share = entry({ action: 'share', details: { name: 'Van 7', expiresAt: null } });
    expect(describeLog(share, createI18n('en').t)).toMatchObject({
      action: 'Shared',
      object: 'Device Van 7',
    });
    const french = await createReadyI18n('fr');
    expect(describeLog(share, french.t)).toMatchObject({ action: 'Partage', object: 'Appareil Van 7' });
    expect(describeLog(entry({ action: 'unshare' }), createI18n('en').t).object).toBe('Device');
  });

  it('says what changed: the fields of a device, where it was transferred, what an import did', () => {
    const { t } = createI18n('en');
    expect(describeLog(entry({ details: { name: 'Van 8', fields: ['name', 'modelId'] } }), t).detail).toBe(
      'Changed: Name, Model',
    );
    expect(
      describeLog(entry({ action: 'transfer', details: { name: 'Van 8', toName: 'Beta Logistics' } }), t),
    ).toMatchObject({ action: 'Transferred', detail: 'To Beta Logistics' });
    expect(
      describeLog(entry({ action: 'import', objectId: null, details: { added: 3, refused: 1 } }), t),
    ).toMatchObject({ action: 'Imported', object: 'Device', detail: 'Added: 3, refused: 1' });
    expect(
      describeLog(
        entry({ action: 'status', objectType: 'geofence', details: { name: 'Yard', status: 'paused' } }),
        t,
      ),
    ).toMatchObject({ action: 'Changed status', object: 'Geofence Yard', detail: 'Now paused' });
  });
});
