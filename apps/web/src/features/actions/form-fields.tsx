import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ActionFormValues, actionFieldError } from './action-form.ts';
import type { ActionFields } from './api.ts';

export type FormControl = Control<ActionFormValues, unknown, ActionFields>;
type Name = keyof ActionFormValues;

type Common = {
  control: FormControl;
  name: Name;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  /** What messages call the field ("Threshold is required"), when not its label. */
  errorLabel?: string;
};

/** A text field of the action editor, with its (translated) message under it. */
export function TextInput({
  control,
  name,
  label,
  helperText,
  required,
  autoFocus,
  type = 'text',
  multiline,
  placeholder,
  inputRef,
  onFocus,
}: Common & {
  type?: 'text' | 'url' | 'time';
  multiline?: boolean;
  placeholder?: string;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onFocus?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error ? actionFieldError(fieldState.error, label, t) : undefined;
        return (
          <TextField
            name={field.name}
            label={label}
            type={type}
            required={required}
            autoFocus={autoFocus}
            fullWidth
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            placeholder={placeholder}
            value={(field.value as string | null) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            onFocus={onFocus}
            inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
              field.ref(element);
              inputRef?.(element);
            }}
            error={Boolean(error)}
            helperText={error ?? helperText}
            slotProps={type === 'time' ? { inputLabel: { shrink: true } } : undefined}
          />
        );
      }}
    />
  );
}

/** A select of the action editor. */
export function SelectInput({
  control,
  name,
  label,
  helperText,
  required,
  options,
}: Common & { options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error ? actionFieldError(fieldState.error, label, t) : undefined;
        return (
          <TextField
            select
            name={field.name}
            label={label}
            required={required}
            fullWidth
            value={(field.value as string | null) ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error ?? helperText}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

const parseNumber = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

/** A number typed as text ("-", "4." stay as typed); the form holds a number, NaN or null. */
export function NumberInput({ errorLabel, ...props }: Common) {
  const { t } = useTranslation();
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberText
          {...props}
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={
            fieldState.error ? actionFieldError(fieldState.error, errorLabel ?? props.label, t) : undefined
          }
        />
      )}
    />
  );
}

function NumberText({
  name,
  label,
  helperText,
  required,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: Omit<Common, 'control'> & {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(() => (typeof value === 'number' ? String(value) : ''));
  useEffect(() => {
    // Follow values set from outside without rewriting what is being typed.
    setText((current) => {
      const typed = parseNumber(current);
      if (typed === value || (Number.isNaN(typed) && Number.isNaN(value))) return current;
      return typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
    });
  }, [value]);
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      fullWidth
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumber(event.target.value));
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
