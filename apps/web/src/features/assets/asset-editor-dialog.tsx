import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Device } from '@pinpoint/shared';
import {
  type Asset,
  type AssetInput,
  type AssetMetricType,
  assetInputSchema,
  assetMetricTypes,
  fieldFitsMetric,
  MAX_ASSET_METRICS,
} from '@pinpoint/shared/asset.ts';
import { useId, useMemo } from 'react';
import { type Control, useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogActions } from '../../components/form/form-actions.tsx';
import { FieldErrorProvider } from '../../components/form/form-field.tsx';
import { TextInput } from '../../components/form/text-input.tsx';
import { assetMessageText, metricLabel } from './asset-values.ts';
import { suggestedMetric } from './suggested-metric.ts';

type Values = z.input<typeof assetInputSchema>;
type Output = z.output<typeof assetInputSchema>;
type FormControl = Control<Values, unknown, Output>;

type Props = {
  open: boolean;
  /** The asset to change, or null for a new one. */
  asset: Asset | null;
  devices: readonly Device[];
  onSubmit: (input: AssetInput) => Promise<void>;
  onClose: () => void;
};

/** Add or change an asset: its name, description and metrics (type, device, field). */
export function AssetEditorDialog({ open, asset, devices, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      {open ? (
        <FieldErrorProvider translate={assetMessageText.fieldError}>
          <AssetForm
            titleId={titleId}
            title={asset ? t('assets.editTitle') : t('assets.addTitle')}
            asset={asset}
            devices={devices}
            onSubmit={onSubmit}
            onClose={onClose}
          />
        </FieldErrorProvider>
      ) : null}
    </Dialog>
  );
}

function defaults(asset: Asset | null, devices: readonly Device[]): Values {
  if (asset)
    return {
      name: asset.name,
      description: asset.description,
      metrics: asset.metrics.map((m) => ({
        id: m.id,
        type: m.type,
        deviceId: m.deviceId ?? '',
        field: m.field,
      })),
    };
  const first = suggestedMetric(devices);
  return { name: '', description: '', metrics: first ? [first] : [] };
}

function AssetForm({
  titleId,
  title,
  asset,
  devices,
  onSubmit,
  onClose,
}: Omit<Props, 'open'> & { titleId: string; title: string }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(assetInputSchema),
    defaultValues: defaults(asset, devices),
    mode: 'onTouched',
  });
  const metrics = useFieldArray({ control: form.control, name: 'metrics' });
  const { isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The screen has said why; the dialog stays open with what was typed.
    }
  });

  const addMetric = () => {
    const next = suggestedMetric(devices, form.getValues('metrics'));
    if (next) metrics.append(next);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextInput control={form.control} name="name" label={t('assets.name')} required autoFocus />
          <TextInput
            control={form.control}
            name="description"
            label={t('assets.description')}
            required
            multiline
          />
          <Typography variant="subtitle1" component="h3">
            {t('assets.metrics')}
          </Typography>
          {devices.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('assets.noDevices')}</Typography>
          ) : null}
          {metrics.fields.map((item, index) => (
            <MetricRow
              key={item.id}
              control={form.control}
              index={index}
              devices={devices}
              setField={(field) =>
                form.setValue(`metrics.${index}.field`, field, { shouldValidate: form.formState.isSubmitted })
              }
              onRemove={() => metrics.remove(index)}
            />
          ))}
          {asset && asset.metrics.length > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('assets.swapHelp')}
            </Typography>
          ) : null}
          <div>
            <Button
              startIcon={<AddIcon />}
              onClick={addMetric}
              disabled={devices.length === 0 || metrics.fields.length >= MAX_ASSET_METRICS}
            >
              {t('assets.addMetric')}
            </Button>
          </div>
        </Stack>
      </DialogContent>
      <FormDialogActions busy={isSubmitting} submitLabel={t('common.save')} onCancel={onClose} />
    </form>
  );
}

type RowProps = {
  control: FormControl;
  index: number;
  devices: readonly Device[];
  setField: (field: AssetMetricType) => void;
  onRemove: () => void;
};

/** One metric: what it measures, the device feeding it and that device's field. */
function MetricRow({ control, index, devices, setField, onRemove }: RowProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const groupId = useId();
  const type = useController({ control, name: `metrics.${index}.type` });
  const device = useController({ control, name: `metrics.${index}.deviceId` });
  const field = useController({ control, name: `metrics.${index}.field` });
  const chosenType = (useWatch({ control, name: `metrics.${index}.type` }) ??
    'temperature') as AssetMetricType;
  const chosenDevice = devices.find((d) => d.id === device.field.value);
  const fieldError = field.fieldState.error
    ? assetMessageText.fieldError(field.fieldState.error, t('assets.field'), t)
    : undefined;
  const deviceError = device.fieldState.error
    ? assetMessageText.fieldError(device.fieldState.error, t('assets.device'), t)
    : undefined;

  const typeOptions = useMemo(
    () =>
      assetMetricTypes
        .map((value) => ({ value, label: metricLabel(t, value) }))
        .sort((a, b) =>
          a.value === 'position' ? -1 : b.value === 'position' ? 1 : a.label.localeCompare(b.label),
        ),
    [t],
  );
  // The device's fields that can feed this metric, those it reports first.
  const fieldOptions = useMemo(() => {
    const reported = new Set(Object.keys(chosenDevice?.readings ?? {}));
    const fitting = assetMetricTypes.filter((f) => fieldFitsMetric(chosenType, f));
    return fitting
      .map((value) => ({
        value,
        reported: value === 'position' ? Boolean(chosenDevice?.location) : reported.has(value),
        label: metricLabel(t, value),
      }))
      .sort((a, b) => Number(b.reported) - Number(a.reported) || a.label.localeCompare(b.label));
  }, [chosenDevice, chosenType, t]);

  const handleType = (value: AssetMetricType) => {
    type.field.onChange(value);
    const current = field.field.value as AssetMetricType;
    if (!fieldFitsMetric(value, current)) setField(value);
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={groupId}
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
      }}
    >
      <Typography id={groupId} variant="body2" sx={{ minWidth: 72, pt: 1 }}>
        {t('assets.metricNumber', { number })}
      </Typography>
      <TextField
        select
        size="small"
        fullWidth
        label={t('assets.metricType')}
        name={type.field.name}
        value={type.field.value ?? ''}
        onChange={(event) => handleType(event.target.value as AssetMetricType)}
        onBlur={type.field.onBlur}
        inputRef={type.field.ref}
      >
        {typeOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        required
        label={t('assets.device')}
        name={device.field.name}
        value={device.field.value ?? ''}
        onChange={(event) => device.field.onChange(event.target.value)}
        onBlur={device.field.onBlur}
        inputRef={device.field.ref}
        error={Boolean(deviceError)}
        helperText={deviceError}
      >
        {devices.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        label={t('assets.field')}
        name={field.field.name}
        value={field.field.value ?? ''}
        onChange={(event) => field.field.onChange(event.target.value)}
        onBlur={field.field.onBlur}
        inputRef={field.field.ref}
        error={Boolean(fieldError)}
        helperText={fieldError}
      >
        {fieldOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.reported ? t('assets.fieldReported', { field: option.label }) : option.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={t('assets.removeMetric', { number })} onClick={onRemove} sx={{ mt: 0.25 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Paper>
  );
}
