import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Geofence, geofenceLimits, geofenceShape, type Shape } from '@pinpoint/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/form/form-actions.tsx';
import { FieldErrorProvider } from '../../../components/form/form-field.tsx';
import { SelectInput, TextInput } from '../../../components/form/text-input.tsx';
import { shapeFrame } from '../../../components/map/draw/draw-geometry.ts';
import type { DrawChange, DrawTool } from '../../../components/map/draw/draw-layer.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useConfig } from '../../../lib/config.ts';
import { canManage, useSelectedRole } from '../../../lib/roles.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { useCurrentUser } from '../../../lib/user.ts';
import { type GeocodeResult, geofenceKeys, useGeofenceMutations } from '../api.ts';
import { AddressSearch } from './address-search.tsx';
import { DevicesInside } from './devices-inside.tsx';
import { EditorMap, type MapFocus } from './editor-map.tsx';
import {
  type EditorOutput,
  type EditorValues,
  editorResolver,
  emptyValues,
  shapeFields,
  shapeOfValues,
  valuesOf,
} from './form-values.ts';
import { geofenceFieldError, saveErrorText } from './messages.ts';
import { CircleFields, PolygonFields, ShapeTypeToggle } from './shape-fields.tsx';
import { StatusSwitch } from './status-switch.tsx';

const alertTypes = ['enter', 'exit', 'enter-exit'] as const;
const statuses = ['active', 'paused'] as const;
/** The place's text fields, with what the browser may fill them with. */
const placeFields = [
  { name: 'name', autoComplete: undefined },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'postcode', autoComplete: 'postal-code' },
] as const;

/** The role the user has in the geofence's organisation, whichever one is selected. */
function useRoleIn(organisationId: string | null) {
  const selectedId = useUiStore((state) => state.selectedOrganisationId);
  const selectedRole = useSelectedRole();
  const user = useCurrentUser().data;
  if (organisationId === selectedId) return selectedRole;
  return user?.organisations.find((organisation) => organisation.id === organisationId)?.role ?? null;
}

type Props = { geofence: Geofence | null };

/**
 * A geofence's form beside its map (above it on narrow screens). The shape is drawn on the map or
 * typed in the form, each following the other; a viewer sees it all read-only.
 */
export function GeofenceEditor(props: Props) {
  const { t } = useTranslation();
  // The role decides what the form lets one do: wait for it rather than flash a read-only form.
  if (useCurrentUser().isLoading) return <PageSpinner label={t('geofenceEditor.loading')} />;
  return (
    <FieldErrorProvider translate={geofenceFieldError}>
      <EditorForm {...props} />
    </FieldErrorProvider>
  );
}

function EditorForm({ geofence }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { geocoder } = useConfig();
  const notify = useUiStore((state) => state.showSnackbar);
  const selectedOrganisationId = useUiStore((state) => state.selectedOrganisationId);
  const organisationId = geofence?.organisationId ?? selectedOrganisationId;
  const editable = canManage(useRoleIn(organisationId));
  const { create, update } = useGeofenceMutations(organisationId);
  const resolver = useMemo(() => editorResolver(geocoder), [geocoder]);
  const form = useForm<EditorValues, unknown, EditorOutput>({
    resolver,
    defaultValues: geofence ? valuesOf(geofence) : emptyValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as EditorValues;
  const shape = useMemo(() => shapeOfValues(values), [values]);
  const [tool, setTool] = useState<DrawTool>(geofence ? 'edit' : 'draw');
  const [focus, setFocus] = useState<MapFocus | null>(() =>
    geofence ? { points: shapeFrame(geofenceShape(geofence)), key: 'loaded' } : null,
  );
  const { isSubmitting } = form.formState;
  const disabled = !editable || isSubmitting;

  const setFields = (fields: Partial<EditorValues>) => {
    for (const [name, value] of Object.entries(fields))
      form.setValue(name as keyof EditorValues, value as never, { shouldDirty: true, shouldValidate: true });
  };

  const handleDrawn = (drawn: Shape, how: DrawChange) => {
    setFields(shapeFields(drawn));
    if (how === 'draw') setTool('edit');
  };

  const handleType = (type: EditorValues['type']) => {
    form.setValue('type', type, { shouldDirty: true });
    form.clearErrors();
    // Draw the new kind of shape unless the form already holds one.
    setTool(shapeOfValues({ ...values, type }) ? 'edit' : 'draw');
  };

  const handleClear = () => {
    setFields(values.type === 'circle' ? { latitude: null, longitude: null, radius: null } : { polygon: [] });
    form.clearErrors();
    setTool('draw');
  };

  const handleFound = (place: GeocodeResult) => {
    const centre = { lat: place.lat, lon: place.lon };
    if (values.type === 'circle') {
      const typed = values.radius;
      const radius =
        typed !== null && Number.isFinite(typed) && typed > 0 ? typed : geofenceLimits.defaultRadiusM;
      setFields({ latitude: place.lat, longitude: place.lon, radius });
      setFocus({
        points: shapeFrame({ type: 'circle', centre, radiusM: radius }),
        key: `found-${Date.now()}`,
      });
      setTool('edit');
    } else {
      setFocus({ points: [centre], key: `found-${Date.now()}` });
    }
  };

  const handleSave = form.handleSubmit(async (input) => {
    if (geofence) {
      // The status has its own switch, saved at once.
      const { status: _status, ...patch } = input;
      try {
        await update.mutateAsync({ id: geofence.id, input: patch });
      } catch (error) {
        notify(saveErrorText(error, t('errors.geofenceUpdate'), t), 'error');
        return;
      }
      notify(t('geofenceEditor.updated', { name: input.name }), 'success');
      return;
    }
    let created: Geofence;
    try {
      created = await create.mutateAsync(input);
    } catch (error) {
      const fallback = t('messages.errorAdding', { name: t('geofenceEditor.geofenceWord') });
      notify(saveErrorText(error, fallback, t), 'error');
      return;
    }
    queryClient.setQueryData(geofenceKeys.detail(created.id), created);
    notify(t('geofenceEditor.added', { name: created.name }), 'success');
    navigate(`/geofence/${created.id}`, { replace: true });
  });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(320px, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Stack sx={{ gap: 2 }}>
        {!editable ? (
          <Alert severity="info" variant="outlined">
            {t('geofenceEditor.readOnly')}
          </Alert>
        ) : null}
        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={handleSave}
          aria-label={geofence ? geofence.name : t('geofenceEditor.newTitle')}
          sx={{ p: 2 }}
        >
          <Stack sx={{ gap: 2 }}>
            {placeFields.map(({ name, autoComplete }) => (
              <TextInput
                key={name}
                control={form.control}
                name={name}
                label={t(`geofenceEditor.${name}`)}
                required
                disabled={disabled}
                autoComplete={autoComplete}
              />
            ))}
            <SelectInput
              control={form.control}
              name="alertType"
              label={t('geofenceEditor.alertType')}
              disabled={disabled}
              options={alertTypes.map((type) => ({
                value: type,
                label: t(`geofenceEditor.alertTypes.${type}`),
              }))}
            />
            {geofence ? (
              <StatusSwitch geofence={geofence} disabled={!editable} />
            ) : (
              <SelectInput
                control={form.control}
                name="status"
                label={t('geofenceEditor.status')}
                disabled={disabled}
                helperText={t('geofenceEditor.statusHelp')}
                options={statuses.map((status) => ({
                  value: status,
                  label: t(`geofenceEditor.statuses.${status}`),
                }))}
              />
            )}
            <Divider />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('geofenceEditor.shape')}
            </Typography>
            <ShapeTypeToggle value={values.type} disabled={disabled} onChange={handleType} />
            <AddressSearch
              organisationId={organisationId}
              fallbackQuery={[values.address, values.postcode].filter(Boolean).join(' ')}
              disabled={disabled}
              onFound={handleFound}
            />
            {values.type === 'circle' ? (
              <CircleFields control={form.control} shape={shape} disabled={disabled} />
            ) : (
              <PolygonFields
                control={form.control}
                vertices={values.polygon}
                shape={shape}
                disabled={disabled}
              />
            )}
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to="/geofence" nativeButton={false} disabled={isSubmitting}>
                {t('geofenceEditor.cancel')}
              </Button>
              {editable ? <SubmitButton busy={isSubmitting}>{t('geofenceEditor.save')}</SubmitButton> : null}
            </Stack>
          </Stack>
        </Paper>
        {geofence ? <DevicesInside geofence={geofence} /> : null}
      </Stack>
      <EditorMap
        label={
          geofence ? t('geofenceEditor.mapLabel', { name: geofence.name }) : t('geofenceEditor.mapLabelNew')
        }
        kind={values.type}
        tool={tool}
        shape={shape}
        editable={editable}
        focus={focus}
        onTool={setTool}
        onDrawn={handleDrawn}
        onFit={() => shape && setFocus({ points: shapeFrame(shape), key: `fit-${Date.now()}` })}
        onClear={handleClear}
      />
    </Box>
  );
}
