import Stack from '@mui/material/Stack';
import type { Asset } from '@pinpoint/shared/asset.ts';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAssetList } from '../../../lib/asset-list.ts';
import { readingLabel } from '../../../lib/device-format.ts';
import { ChoicesInput, SelectInput } from './inputs.tsx';
import type { FieldsProps } from './types.ts';

type Widget = WidgetOf<'asset-metric'>;
type Style = Widget['options']['style'];

const metricName = (t: TFunction, type: string) =>
  type === 'position' ? t('assets.position') : readingLabel(t, type);

/**
 * Which asset and which of its metrics the widget shows, and (a reading) whether as a chart over
 * the range or its latest value; a position is always its fix and track on a map.
 */
export function AssetMetricFields({ widget, onChange, errors, organisationId }: FieldsProps<Widget>) {
  const { t } = useTranslation();
  const assets = useAssetList(organisationId);
  const list: readonly Asset[] = assets.data ?? [];
  const asset = list.find((a) => a.id === widget.assetId);
  const metric = asset?.metrics.find((m) => m.id === widget.metricId);
  const handleAsset = (next: string[]) => {
    const chosen = list.find((a) => a.id === next[0]);
    if (!chosen) return;
    // A new asset's first metric, so the widget is whole at once.
    onChange({ ...widget, assetId: chosen.id, metricId: chosen.metrics[0]?.id ?? '' });
  };
  const metricError =
    errors.metricId && widget.assetId && !widget.metricId
      ? t('widgets.settings.chooseMetric')
      : errors.metricId;
  return (
    <Stack sx={{ gap: 2 }}>
      <ChoicesInput
        single
        label={t('widgets.settings.asset')}
        options={list.map((a) => ({ value: a.id, label: a.name }))}
        value={widget.assetId ? [widget.assetId] : []}
        onChange={handleAsset}
        error={errors.assetId}
        helperText={
          assets.isSuccess && list.length === 0
            ? t('widgets.settings.noAssets')
            : t('widgets.settings.assetHelp')
        }
      />
      {asset ? (
        <ChoicesInput
          single
          label={t('widgets.settings.metric')}
          options={asset.metrics.map((m) => ({
            value: m.id,
            label: t('widgets.settings.metricOption', {
              metric: metricName(t, m.type),
              device: m.deviceName ?? t('widgets.settings.noDevice'),
            }),
          }))}
          value={widget.metricId && metric ? [widget.metricId] : []}
          onChange={(next) => next[0] && onChange({ ...widget, metricId: next[0] })}
          error={metricError}
        />
      ) : null}
      {metric?.type === 'position' ? null : (
        <SelectInput<Style>
          label={t('widgets.settings.metricStyle')}
          value={widget.options.style}
          options={[
            { value: 'series', label: t('widgets.settings.metricStyles.series') },
            { value: 'latest', label: t('widgets.settings.metricStyles.latest') },
          ]}
          onChange={(style) => onChange({ ...widget, options: { ...widget.options, style } })}
        />
      )}
    </Stack>
  );
}
