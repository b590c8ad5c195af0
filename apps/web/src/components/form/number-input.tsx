import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useFormField } from './form-field.tsx';

/** Empty is null, not undefined: react-hook-form reads undefined as "back to the default value". */
function parseNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim().replace(',', '.'));
}

const sameNumber = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));
const shownNumber = (value: unknown) =>
  typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';

/**
 * A number field that keeps what is typed ("-", "43.") while the form holds a number, NaN (the
 * schema says it is not a number) or null; values set from elsewhere (a reset, the map) replace
 * the text.
 */
export function NumberInput<V extends FieldValues, O>({
  step,
  hiddenLabel,
  ...props
}: FieldProps<V, O> & {
  step?: number | undefined;
  /** No label on the screen (a table column says it); the accessible name stays `label`. */
  hiddenLabel?: boolean;
}) {
  const { field, textField } = useFormField(props);
  return (
    <NumberText
      {...textField}
      label={hiddenLabel ? undefined : props.label}
      value={field.value}
      onChange={field.onChange}
      slotProps={{
        htmlInput: { inputMode: 'decimal', step, ...(hiddenLabel ? { 'aria-label': props.label } : {}) },
      }}
    />
  );
}

function NumberText({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState(() => shownNumber(value));
  useEffect(() => {
    // Follow values set from outside without rewriting what is being typed.
    setText((current) => (sameNumber(parseNumber(current), value) ? current : shownNumber(value)));
  }, [value]);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumber(event.target.value));
      }}
    />
  );
}
