import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, Key } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Plain controlled inputs of the widget settings: the dialog keeps one draft widget and checks it
 * with the shared schema, so these take a value and say when it changes.
 */

export type Choice = { value: string; label: string; detail?: string };

export function ChoicesInput({
  label,
  options,
  value,
  onChange,
  max,
  error,
  helperText,
  single = false,
}: {
  label: string;
  options: readonly Choice[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Most choices; the rest are disabled once reached. */
  max?: number;
  error?: string | undefined;
  helperText?: string | undefined;
  /** One choice only (a select with search). */
  single?: boolean;
}) {
  const { t } = useTranslation();
  const selected = value.map(
    (id) => options.find((option) => option.value === id) ?? { value: id, label: t('widgets.unknownDevice') },
  );
  const full = max !== undefined && value.length >= max;
  const filterOptions = (all: Choice[], { inputValue }: { inputValue: string }) => {
    const needle = inputValue.trim().toLowerCase();
    return needle ? all.filter((o) => `${o.label} ${o.detail ?? ''}`.toLowerCase().includes(needle)) : all;
  };
  const renderOption = ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, option: Choice) => (
    <li key={key} {...props}>
      {option.detail ? `${option.label} (${option.detail})` : option.label}
    </li>
  );
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
  );
  if (single)
    return (
      <Autocomplete
        options={options as Choice[]}
        value={selected[0] ?? null}
        onChange={(_event, chosen) => onChange(chosen ? [chosen.value] : [])}
        isOptionEqualToValue={(option, v) => option.value === v.value}
        getOptionLabel={(option) => option.label}
        filterOptions={filterOptions}
        noOptionsText={t('widgets.settings.noOptions')}
        renderOption={renderOption}
        renderInput={input}
      />
    );
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options as Choice[]}
      value={selected}
      onChange={(_event, chosen) => onChange(chosen.map((choice) => choice.value))}
      isOptionEqualToValue={(option, v) => option.value === v.value}
      getOptionDisabled={(option) => full && !value.includes(option.value)}
      getOptionLabel={(option) => option.label}
      filterOptions={filterOptions}
      noOptionsText={t('widgets.settings.noOptions')}
      renderOption={renderOption}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={input}
    />
  );
}

export function SelectInput<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A number; empty reads as undefined (an optional bound), anything else as a number. */
export function NumberInput({
  label,
  value,
  onChange,
  error,
  helperText,
  step,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  step?: number;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { step: step ?? 'any' } }}
      fullWidth
    />
  );
}

export function SwitchInput({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  );
}
