import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayUnit, fromDisplayValue, toDisplayValue } from '@pinpoint/shared/units.ts';
import type { Threshold } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import type { TemperatureUnit } from '../../../lib/temperature.ts';
import { NumberInput } from './inputs.tsx';

const defaultColours = ['#ed6c02', '#d32f2f', '#2e7d32', '#0288d1', '#7b1fa2'];
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Up to five thresholds, each a value and a colour: entered in the viewer's unit (°F for a
 * Fahrenheit user), kept in the field's canonical unit, as actions keep theirs.
 */
export function ThresholdsField({
  field,
  value,
  onChange,
  unit,
  errors,
  path = 'options.thresholds',
}: {
  /** The reading the thresholds apply to (its unit); the first of a chart's fields. */
  field: string;
  value: readonly Threshold[];
  onChange: (next: Threshold[]) => void;
  unit: TemperatureUnit;
  errors: Record<string, string>;
  path?: string;
}) {
  const { t } = useTranslation();
  const shownUnit = displayUnit(field, unit);
  const change = (index: number, next: Partial<Threshold>) =>
    onChange(value.map((threshold, i) => (i === index ? { ...threshold, ...next } : threshold)));
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('widgets.settings.thresholds')}
      </Typography>
      {value.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('widgets.settings.noThresholds')}
        </Typography>
      ) : null}
      {value.map((threshold, index) => {
        const label = t('widgets.settings.thresholdValue', {
          number: index + 1,
          unit: shownUnit ? ` (${shownUnit})` : '',
        });
        return (
          // Thresholds have no ids; their order is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional list
          <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <NumberInput
              label={label}
              value={
                Number.isFinite(threshold.value)
                  ? round(toDisplayValue(field, threshold.value, unit))
                  : undefined
              }
              onChange={(next) =>
                change(index, {
                  value: next === undefined ? Number.NaN : fromDisplayValue(field, next, unit),
                })
              }
              error={errors[`${path}.${index}.value`]}
            />
            <TextField
              size="small"
              type="color"
              label={t('widgets.settings.thresholdColour', { number: index + 1 })}
              value={threshold.colour}
              onChange={(event) => change(index, { colour: event.target.value })}
              error={Boolean(errors[`${path}.${index}.colour`])}
              sx={{ width: 110, flexShrink: 0 }}
            />
            <IconButton
              aria-label={t('widgets.settings.removeThreshold', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      {value.length < 5 ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            onChange([
              ...value,
              { value: 0, colour: defaultColours[value.length % defaultColours.length] as string },
            ])
          }
        >
          {t('widgets.settings.addThreshold')}
        </Button>
      ) : null}
    </Stack>
  );
}
