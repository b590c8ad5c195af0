import type { Control, FieldValues, Path } from 'react-hook-form';
import { ColourInput } from './form/colour-input.tsx';
import { NumberInput } from './form/number-input.tsx';
import { SelectInput, TextInput } from './form/text-input.tsx';

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

/** One field of the editor dialog, with its schema message (translated) under it. */
export function EditorFieldInput<V extends FieldValues, O>({ control, field, autoFocus }: Props<V, O>) {
  const { kind = 'text', options = [], step, half: _half, ...props } = field;
  const common = { ...props, control, autoFocus };
  if (kind === 'number') return <NumberInput {...common} step={step} />;
  if (kind === 'colour') return <ColourInput {...common} />;
  if (kind === 'select') return <SelectInput {...common} options={options} />;
  return <TextInput {...common} type={kind} />;
}
