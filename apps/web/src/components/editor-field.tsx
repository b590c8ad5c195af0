import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../lib/i18n/translate-message.ts';

export type EditorField<V extends FieldValues> = {
  name: Path<V>;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'select' | 'colour';
  options?: readonly { value: string; label: string }[];
  helperText?: string;
  /** Shown while empty; for colours, also the picker's colour then. */
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  /** Half the width from the sm breakpoint up. */
  half?: boolean;
  /** For number fields. */
  step?: number;
};

type Props<V extends FieldValues, O> = {
  control: Control<V, unknown, O>;
  field: EditorField<V>;
  autoFocus: boolean;
};

const inputTypes = { text: 'text', email: 'email', tel: 'tel', url: 'url', number: 'text', select: 'text' };

/** One field of the editor dialog, with its schema message (translated) under it. */
export function EditorFieldInput<V extends FieldValues, O>({ control, field, autoFocus }: Props<V, O>) {
  const { t } = useTranslation();
  const kind = field.kind ?? 'text';
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error ? translateFieldError(fieldState.error, field.label, t) : undefined;
        const common = {
          name: input.name,
          label: field.label,
          required: field.required,
          autoFocus,
          fullWidth: true,
          error: Boolean(error),
          helperText: error ?? field.helperText,
          onBlur: input.onBlur,
          inputRef: input.ref,
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
        };
        if (kind === 'number') {
          return <NumberInput {...common} value={input.value} onChange={input.onChange} step={field.step} />;
        }
        if (kind === 'colour') {
          return <ColourInput {...common} value={input.value ?? null} onChange={input.onChange} />;
        }
        return (
          <TextField
            {...common}
            type={inputTypes[kind]}
            select={kind === 'select'}
            value={input.value ?? ''}
            onChange={(event) => input.onChange(event.target.value)}
          >
            {field.options?.map((option) => (
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

type CommonProps = Omit<Parameters<typeof TextField>[0], 'value' | 'onChange'>;

/** Empty is null, not undefined: react-hook-form reads undefined as "back to the default value". */
function parseNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim().replace(',', '.'));
}

/** Keeps what is typed ("-", "43.") while the form holds a number, NaN, or null when empty. */
function NumberInput({
  value,
  onChange,
  step,
  ...props
}: CommonProps & {
  value: unknown;
  onChange: (value: number | null) => void;
  step?: number | undefined;
}) {
  const [text, setText] = useState(() => (typeof value === 'number' ? String(value) : ''));
  useEffect(() => {
    // Follow values set from outside (e.g. a reset) without rewriting what is being typed.
    setText((current) => {
      const typed = parseNumber(current);
      if (typed === value || (Number.isNaN(typed) && Number.isNaN(value))) return current;
      return typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
    });
  }, [value]);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        onChange(parseNumber(raw));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', step } }}
    />
  );
}

/** A colour as #RRGGBB text with a picker; empty means "the deployment's colour" (null). */
function ColourInput({
  value,
  onChange,
  ...props
}: CommonProps & { value: string | null; onChange: (value: string | null) => void }) {
  const isColour = (text: unknown): text is string =>
    typeof text === 'string' && /^#[0-9a-fA-F]{6}$/.test(text);
  const shown = isColour(value) ? value : isColour(props.placeholder) ? props.placeholder : '#000000';
  return (
    <TextField
      {...props}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value.trim())}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-hidden="true"
                tabIndex={-1}
                value={shown}
                onChange={(event) => onChange(event.target.value.toUpperCase())}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
