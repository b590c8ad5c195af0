import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReadingField, readingFields } from '@pinpoint/shared/readings.ts';
import { widgetRegistry } from '@pinpoint/shared/widgets/registry.ts';
import { type Widget, widgetSchema } from '@pinpoint/shared/widgets/widget.ts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDevices } from '../../lib/device-cache.ts';
import { typeLabel } from '../../lib/device-format.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';
import { useGeofences } from '../../lib/places.ts';
import { useTemperatureUnit } from '../../lib/temperature.ts';
import { withDeviceDefaults } from './new-widget.ts';
import { RangeFields } from './range-fields.tsx';
import { AssetMetricFields } from './settings/asset-metric-fields.tsx';
import { BatteryForecastFields } from './settings/battery-forecast-fields.tsx';
import { BatteryListFields } from './settings/battery-list-fields.tsx';
import { DeviceTableFields } from './settings/device-table-fields.tsx';
import { EventFeedFields } from './settings/event-feed-fields.tsx';
import { GaugeFields } from './settings/gauge-fields.tsx';
import { GeofenceOccupancyFields } from './settings/geofence-occupancy-fields.tsx';
import { ChoicesInput } from './settings/inputs.tsx';
import { LatestFields } from './settings/latest-fields.tsx';
import { MapFields } from './settings/map-fields.tsx';
import { NoteFields } from './settings/note-fields.tsx';
import { SeriesFields } from './settings/series-fields.tsx';
import { TripSummaryFields } from './settings/trip-summary-fields.tsx';
import type { FieldsProps } from './settings/types.ts';

export type WidgetSettingsDialogProps = {
  /** The widget edited; the dialog is open while one is given. */
  widget: Widget | null;
  /** The organisation whose devices and geofences are offered. */
  organisationId: string | null;
  /** What a widget's 'inherit' range follows here: the dashboard's range, the report's period. */
  inheritLabel?: string;
  /** A widget not saved yet: its field follows the first device chosen until one is picked. */
  isNew?: boolean;
  /** Saves the checked widget; the dialog closes when it resolves and stays open when it throws. */
  onSave: (widget: Widget) => void | Promise<void>;
  onClose: () => void;
};

/**
 * A widget's settings: its title, devices (as many as its type takes), range (the parent's, the
 * last N hours or days, or fixed), and its type's own fields (field, thresholds and colours,
 * columns...). The draft is checked with the shared widget schema, the one the server applies,
 * and each message shows under its field.
 */
export function WidgetSettingsDialog({ widget, onClose, ...rest }: WidgetSettingsDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={widget !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      {widget ? (
        <SettingsForm key={widget.id} titleId={titleId} initial={widget} onClose={onClose} {...rest} />
      ) : null}
    </Dialog>
  );
}

function SettingsForm({
  titleId,
  initial,
  organisationId,
  inheritLabel,
  isNew = false,
  onSave,
  onClose,
}: Omit<WidgetSettingsDialogProps, 'widget'> & { titleId: string; initial: Widget }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Widget>(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // Until a field is picked, a new widget's field follows the first device chosen.
  const [fieldPicked, setFieldPicked] = useState(!isNew);
  const temperatureUnit = useTemperatureUnit();
  const devices = useDevices(organisationId);
  const geofences = useGeofences(organisationId);
  const info = widgetRegistry[draft.type];

  const parsed = widgetSchema.safeParse(draft);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= translateMessage(issue.message, t);
    }
  // A widget that shows nothing without devices is not saved without one.
  if (info.needsDevices && draft.devices.length === 0)
    errors.devices ??= t('widgets.settings.devicesRequired');
  const shown = tried ? errors : {};

  const offered = useMemo(() => {
    const chosen = new Set(draft.devices);
    const reported = new Set<string>();
    for (const device of devices.data ?? [])
      if (chosen.has(device.id)) for (const field of Object.keys(device.readings)) reported.add(field);
    const current = 'fields' in draft ? draft.fields : 'field' in draft ? [draft.field] : [];
    const known = readingFields.filter((field) => reported.has(field) || current.includes(field));
    return known.length > current.length ? known : [...readingFields];
  }, [devices.data, draft]);

  const handleSave = async () => {
    setTried(true);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await onSave(parsed.data);
    } catch {
      // The screen said why; the dialog keeps what was chosen.
    } finally {
      setBusy(false);
    }
  };

  const handleDevices = (next: string[]) => {
    const changed = { ...draft, devices: next };
    const first = (devices.data ?? []).find((device) => device.id === next[0]);
    setDraft(fieldPicked ? changed : withDeviceDefaults(changed, first));
  };
  const handleTypeFields = (next: Widget) => {
    if (shownFields(next) !== shownFields(draft)) setFieldPicked(true);
    setDraft(next);
  };

  const fieldsProps = {
    onChange: handleTypeFields,
    errors: shown,
    fields: offered as readonly ReadingField[],
    temperatureUnit,
    geofences: (geofences.data ?? []).map((g) => ({ id: g.id, name: g.name })),
    organisationId,
  };
  const typeFields = typeSpecificFields(draft, fieldsProps);

  return (
    <>
      <DialogTitle id={titleId}>
        {t('widgets.settings.title', { type: t(`widgets.types.${draft.type}.name`) })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2.5, pt: 1 }}>
          <TextField
            label={t('widgets.settings.widgetTitle')}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            placeholder={t(`widgets.types.${draft.type}.name`)}
            error={Boolean(shown.title)}
            helperText={shown.title}
            autoFocus
            fullWidth
          />
          {info.maxDevices > 0 ? (
            <ChoicesInput
              label={t('widgets.settings.devices')}
              single={info.maxDevices === 1}
              options={(devices.data ?? []).map((device) => ({
                value: device.id,
                label: device.name,
                detail: typeLabel(t, device.type),
              }))}
              value={draft.devices}
              max={info.maxDevices}
              onChange={handleDevices}
              error={
                shown.devices ?? Object.entries(shown).find(([path]) => path.startsWith('devices.'))?.[1]
              }
              helperText={
                info.maxDevices === 1
                  ? t('widgets.settings.oneDevice')
                  : t('widgets.settings.devicesHelp', { count: info.maxDevices })
              }
            />
          ) : null}
          {info.kind === 'none' ? null : (
            <Stack sx={{ gap: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {t('widgets.range.title')}
              </Typography>
              <RangeFields
                value={draft.range}
                onChange={(range) => setDraft({ ...draft, range })}
                allowInherit
                inheritLabel={inheritLabel}
                errors={{ amount: shown['range.amount'], from: shown['range.from'], to: shown['range.to'] }}
              />
            </Stack>
          )}
          {typeFields ? <Divider /> : null}
          {typeFields}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={busy}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The reading field(s) a widget shows, as one comparable string. */
const shownFields = (widget: Widget) =>
  'fields' in widget ? widget.fields.join() : 'field' in widget ? widget.field : '';

type CommonFieldsProps = Omit<FieldsProps<Widget>, 'widget' | 'onChange'> & {
  onChange: (next: Widget) => void;
};

/** The fields of the draft's own type. */
function typeSpecificFields(widget: Widget, props: CommonFieldsProps): ReactNode {
  switch (widget.type) {
    case 'map':
      return <MapFields widget={widget} {...props} />;
    case 'series':
      return <SeriesFields widget={widget} {...props} />;
    case 'gauge':
      return <GaugeFields widget={widget} {...props} />;
    case 'latest':
      return <LatestFields widget={widget} {...props} />;
    case 'battery-list':
      return <BatteryListFields widget={widget} {...props} />;
    case 'device-table':
      return <DeviceTableFields widget={widget} {...props} />;
    case 'event-feed':
    case 'incidents':
      return <EventFeedFields widget={widget} {...props} />;
    case 'geofence-occupancy':
      return <GeofenceOccupancyFields widget={widget} {...props} />;
    case 'note':
      return <NoteFields widget={widget} {...props} />;
    case 'trip-summary':
      return <TripSummaryFields widget={widget} {...props} />;
    case 'asset-metric':
      return <AssetMetricFields widget={widget} {...props} />;
    case 'battery-forecast':
      return <BatteryForecastFields widget={widget} {...props} />;
    default:
      return null;
  }
}
