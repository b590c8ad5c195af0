import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type FieldProps, useFormField } from './form-field.tsx';

const isColour = (text: unknown): text is string =>
  typeof text === 'string' && /^#[0-9a-fA-F]{6}$/.test(text);

/**
 * A colour as #RRGGBB text with a picker; empty means "the deployment's colour" (null), and the
 * placeholder is the picker's colour then.
 */
export function ColourInput<V extends FieldValues, O>(props: FieldProps<V, O>) {
  const { field, textField } = useFormField(props);
  const value: unknown = field.value ?? null;
  const shown = isColour(value) ? value : isColour(props.placeholder) ? props.placeholder : '#000000';
  return (
    <TextField
      {...textField}
      value={value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value.trim() === '' ? null : event.target.value.trim())
      }
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
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
