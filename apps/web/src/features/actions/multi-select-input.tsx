import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActionFormValues } from './action-form.ts';
import { actionFieldError } from './action-form.ts';
import type { FormControl } from './form-fields.tsx';

export type Choice = { value: string; label: string; detail?: string };

type Props = {
  control: FormControl;
  name: 'deviceIds' | 'contactIds';
  label: string;
  options: readonly Choice[];
  loading?: boolean;
  required?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
};

/** Picks several of the organisation's things by name, with search; the form holds their ids. */
export function MultiSelectInput({
  control,
  name,
  label,
  options,
  loading,
  required,
  placeholder,
  helperText,
}: Props) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = (field.value as ActionFormValues[typeof name]) ?? [];
        const selected = options.filter((option) => ids.includes(option.value));
        const error = fieldState.error ? actionFieldError(fieldState.error, label, t) : undefined;
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
                ? all.filter((option) =>
                    `${option.label} ${option.detail ?? ''}`.toLowerCase().includes(needle),
                  )
                : all;
            }}
            noOptionsText={t('actions.noOptions')}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
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
                label={label}
                required={required}
                placeholder={selected.length === 0 ? placeholder : undefined}
                error={Boolean(error)}
                helperText={error ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
