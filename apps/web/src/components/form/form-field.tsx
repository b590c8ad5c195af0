import type { TextFieldProps } from '@mui/material/TextField';
import { createContext, type ReactNode, useContext } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldErrorTranslator, translateFieldError } from '../../lib/i18n/translate-message.ts';

/** What every field of a react-hook-form form takes. */
export type FieldProps<V extends FieldValues, O> = {
  control: Control<V, unknown, O>;
  name: Path<V>;
  label: string;
  /** What messages call the field ("Threshold is required"), when not its label. */
  errorLabel?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  /** Shown while empty. */
  placeholder?: string;
  size?: TextFieldProps['size'];
};

const ErrorTranslator = createContext<FieldErrorTranslator>(translateFieldError);

/**
 * Gives the fields inside a form's own wording of its messages (e.g. the action schema's);
 * without it, fields translate through the app's catalogue.
 */
export function FieldErrorProvider({
  translate,
  children,
}: {
  translate: FieldErrorTranslator;
  children: ReactNode;
}) {
  return <ErrorTranslator value={translate}>{children}</ErrorTranslator>;
}

/**
 * A field's value and state, its message in the reader's language, and the props a TextField of it
 * takes (the message under it in place of the help while there is one).
 */
export function useFormField<V extends FieldValues, O>({
  control,
  name,
  label,
  errorLabel,
  helperText,
  ...rest
}: FieldProps<V, O>) {
  const { t } = useTranslation();
  const translate = useContext(ErrorTranslator);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error ? translate(fieldState.error, errorLabel ?? label, t) : undefined;
  const textField = {
    ...rest,
    name: field.name,
    inputRef: field.ref,
    onBlur: field.onBlur,
    label,
    fullWidth: true,
    error: Boolean(error),
    helperText: error ?? helperText,
  } satisfies TextFieldProps;
  return { field, error, textField };
}
