import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useFormField } from './form-field.tsx';

export type Choice = { value: string; label: string; detail?: string };

type Props = {
  options: readonly Choice[];
  loading?: boolean;
  /** Said when nothing matches what is typed. */
  noOptionsText: string;
};

/** Picks several things by name, with search (on the name and the detail); the form holds their ids. */
export function MultiSelectInput<V extends FieldValues, O>({
  options,
  loading,
  noOptionsText,
  ...props
}: FieldProps<V, O> & Props) {
  const { field, error } = useFormField(props);
  const ids: readonly string[] = field.value ?? [];
  const selected = options.filter((option) => ids.includes(option.value));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      loading={loading}
      onChange={(_event, chosen) => field.onChange(chosen.map((choice) => choice.value))}
      onBlur={field.onBlur}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      getOptionLabel={(option) => option.label}
      filterOptions={(all, { inputValue }) => {
        const needle = inputValue.trim().toLowerCase();
        return needle
          ? all.filter((option) => `${option.label} ${option.detail ?? ''}`.toLowerCase().includes(needle))
          : all;
      }}
      noOptionsText={noOptionsText}
      renderOption={({ key, ...optionProps }, option) => (
        <li key={key} {...optionProps}>
          {option.detail ? `${option.label} (${option.detail})` : option.label}
        </li>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={props.label}
          required={props.required}
          placeholder={selected.length === 0 ? props.placeholder : undefined}
          error={Boolean(error)}
          helperText={error ?? props.helperText}
        />
      )}
    />
  );
}
