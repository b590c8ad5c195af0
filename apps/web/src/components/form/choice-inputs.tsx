import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { type FieldProps, useFormField } from './form-field.tsx';
import type { Option } from './text-input.tsx';

/** An on/off field of a form, as a labelled switch. */
export function SwitchInput<V extends FieldValues, O>({
  control,
  name,
  label,
}: Pick<FieldProps<V, O>, 'control' | 'name' | 'label'>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
      }
      label={label}
    />
  );
}

/** One of a few options, all in view as radio buttons, with its (translated) message under them. */
export function RadioInput<V extends FieldValues, O>({
  options,
  ...props
}: FieldProps<V, O> & { options: readonly Option[] }) {
  const labelId = useId();
  const { field, error } = useFormField(props);
  return (
    <FormControl error={Boolean(error)} required={props.required}>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={<Typography variant="body2">{option.label}</Typography>}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
