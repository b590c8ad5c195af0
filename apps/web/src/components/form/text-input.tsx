import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useFormField } from './form-field.tsx';

type TextProps = {
  type?: 'text' | 'email' | 'tel' | 'url' | 'time';
  /** A few lines high, growing with the text. */
  multiline?: boolean;
  /** Also given the element, e.g. to insert text where the caret is. */
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  onFocus?: () => void;
};

/** A text field of a form, with its (translated) message under it. */
export function TextInput<V extends FieldValues, O>({
  type = 'text',
  multiline,
  inputRef,
  onFocus,
  ...props
}: FieldProps<V, O> & TextProps) {
  const { field, textField } = useFormField(props);
  return (
    <TextField
      {...textField}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onFocus={onFocus}
      inputRef={
        inputRef
          ? (element: HTMLInputElement | HTMLTextAreaElement | null) => {
              field.ref(element);
              inputRef(element);
            }
          : field.ref
      }
      slotProps={type === 'time' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

export type Option = { value: string; label: string };

/** A choice of one of a few options, with its (translated) message under it. */
export function SelectInput<V extends FieldValues, O>({
  options,
  ...props
}: FieldProps<V, O> & { options: readonly Option[] }) {
  const { field, textField } = useFormField(props);
  return (
    <TextField
      {...textField}
      select
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
