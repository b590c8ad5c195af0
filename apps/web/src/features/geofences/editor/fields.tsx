import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditorOutput, EditorValues } from './form-values.ts';
import { geofenceFieldError } from './messages.ts';

type FieldProps = {
  control: Control<EditorValues, unknown, EditorOutput>;
  name: FieldPath<EditorValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  autoComplete?: string;
  size?: TextFieldProps['size'];
  /** A shorter label for the screen (a table column says the rest); the accessible name stays `label`. */
  hiddenLabel?: boolean;
};

/** A text field of the editor, with its schema message (translated) under it. */
export function TextInput({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  autoComplete,
  size,
}: FieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error ? geofenceFieldError(fieldState.error, label, t) : undefined;
        return (
          <TextField
            name={field.name}
            inputRef={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            disabled={disabled}
            label={label}
            required={required}
            autoComplete={autoComplete}
            size={size}
            fullWidth
            error={Boolean(error)}
            helperText={error ?? helperText}
          />
        );
      }}
    />
  );
}

type SelectProps = FieldProps & { options: readonly { value: string; label: string }[] };

export function SelectInput({ control, name, label, options, disabled, helperText }: SelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          label={label}
          helperText={helperText}
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Empty is null: react-hook-form reads undefined as "back to the default value". */
function parseNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim().replace(',', '.'));
}

const sameNumber = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number field that keeps what is typed ("-", "43.") while the form holds a number, NaN (the
 * schema says it is not a number) or null; values set from elsewhere (the map) replace the text.
 */
export function NumberInput({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  size,
  hiddenLabel,
}: FieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error ? geofenceFieldError(fieldState.error, label, t) : undefined;
        return (
          <NumberText
            value={field.value}
            onChange={field.onChange}
            textFieldProps={{
              name: field.name,
              inputRef: field.ref,
              onBlur: field.onBlur,
              disabled,
              label: hiddenLabel ? undefined : label,
              required,
              size,
              fullWidth: true,
              error: Boolean(error),
              helperText: error ?? helperText,
              slotProps: {
                htmlInput: { inputMode: 'decimal', ...(hiddenLabel ? { 'aria-label': label } : {}) },
              },
            }}
          />
        );
      }}
    />
  );
}

function NumberText({
  value,
  onChange,
  textFieldProps,
}: {
  value: unknown;
  onChange: (value: number | null) => void;
  textFieldProps: TextFieldProps;
}) {
  const [text, setText] = useState(() =>
    typeof value === 'number' && !Number.isNaN(value) ? String(value) : '',
  );
  useEffect(() => {
    setText((current) => {
      if (sameNumber(parseNumber(current), value)) return current;
      return typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
    });
  }, [value]);
  return (
    <TextField
      {...textFieldProps}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumber(event.target.value));
      }}
    />
  );
}
