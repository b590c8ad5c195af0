import { type OrganisationInput, organisationInputSchema } from '@pinpoint/shared/organisation.ts';
import { useTranslation } from 'react-i18next';
import { EditorDialog, type EditorField } from '../../components/editor-dialog.tsx';
import { useConfig } from '../../lib/config.ts';
import type { Organisation } from './types.ts';

/** Toronto: where a new organisation's map starts (the product serves the Greater Toronto Area). */
const newOrganisation: OrganisationInput = {
  name: '',
  address: '',
  email: '',
  phone: '',
  center: { lat: 43.6532, lon: -79.3832 },
  zoom: 10,
  hero: '',
  primaryColour: null,
  secondaryColour: null,
  timeZone: 'America/Toronto',
  framesRetentionDays: null,
  historyRetentionDays: null,
};

/** Every zone the browser knows, for the time zone of reports' schedules. */
const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Toronto', 'UTC'];
  }
})();

function valuesOf(organisation: Organisation): OrganisationInput {
  return {
    name: organisation.name,
    address: organisation.address,
    email: organisation.email,
    phone: organisation.phone,
    center: organisation.center,
    zoom: organisation.zoom,
    hero: organisation.hero,
    primaryColour: organisation.primaryColour,
    secondaryColour: organisation.secondaryColour,
    timeZone: organisation.timeZone,
    framesRetentionDays: organisation.framesRetentionDays,
    historyRetentionDays: organisation.historyRetentionDays,
  };
}

type Props = {
  /** The organisation to edit, 'new' to create one, null when closed. */
  editing: Organisation | 'new' | null;
  onSubmit: (input: OrganisationInput) => Promise<void>;
  onClose: () => void;
};

/** Create or edit an organisation: spec 3's fields, spec 5's validation. */
export function OrganisationEditor({ editing, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { primaryColour, secondaryColour, retentionFramesDays, retentionHistoryDays } = useConfig();
  // Empty keeps what the server keeps; a number keeps less.
  const keepHelp = (most: number) =>
    most > 0 ? t('organisations.keepHelp', { days: most }) : t('organisations.keepForeverHelp');
  const existing = editing && editing !== 'new' ? editing : null;
  const fields: EditorField<OrganisationInput>[] = [
    { name: 'name', label: t('organisations.name'), required: true, autoComplete: 'organization' },
    { name: 'address', label: t('organisations.address'), required: true, autoComplete: 'street-address' },
    { name: 'email', label: t('organisations.email'), kind: 'email', required: true, half: true },
    {
      name: 'phone',
      label: t('organisations.phone'),
      kind: 'tel',
      required: true,
      half: true,
      helperText: t('common.phoneHelp'),
    },
    { name: 'center.lat', label: t('organisations.latitude'), kind: 'number', half: true, step: 0.0001 },
    { name: 'center.lon', label: t('organisations.longitude'), kind: 'number', half: true, step: 0.0001 },
    { name: 'zoom', label: t('organisations.zoom'), kind: 'number', half: true, step: 1 },
    { name: 'hero', label: t('organisations.hero'), kind: 'url', helperText: t('organisations.heroHelp') },
    {
      name: 'primaryColour',
      label: t('organisations.primaryColour'),
      kind: 'colour',
      half: true,
      helperText: t('organisations.colourHelp'),
      placeholder: primaryColour,
    },
    {
      name: 'secondaryColour',
      label: t('organisations.secondaryColour'),
      kind: 'colour',
      half: true,
      helperText: t('organisations.colourHelp'),
      placeholder: secondaryColour,
    },
    {
      name: 'timeZone',
      label: t('organisations.timeZone'),
      kind: 'select',
      options: (existing && !timeZones.includes(existing.timeZone)
        ? [existing.timeZone, ...timeZones]
        : timeZones
      ).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
      helperText: t('organisations.timeZoneHelp'),
    },
    {
      name: 'framesRetentionDays',
      label: t('organisations.keepFrames'),
      kind: 'number',
      half: true,
      step: 1,
      helperText: keepHelp(retentionFramesDays),
    },
    {
      name: 'historyRetentionDays',
      label: t('organisations.keepHistory'),
      kind: 'number',
      half: true,
      step: 1,
      helperText: keepHelp(retentionHistoryDays),
    },
  ];
  return (
    <EditorDialog
      open={editing !== null}
      title={existing ? t('organisations.editTitle', { name: existing.name }) : t('organisations.addTitle')}
      schema={organisationInputSchema}
      defaultValues={existing ? valuesOf(existing) : newOrganisation}
      fields={fields}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
