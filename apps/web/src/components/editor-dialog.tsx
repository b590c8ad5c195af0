import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from '../lib/error-message.ts';
import { type EditorField, EditorFieldInput } from './editor-field.tsx';
import { FormDialogActions } from './form/form-actions.tsx';

export type { EditorField };

type Schema = z.ZodType<FieldValues, FieldValues>;

type Props<S extends Schema> = {
  open: boolean;
  title: string;
  /** The shared zod schema: the same one the server validates the request with. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  fields: EditorField<z.input<S>>[];
  submitLabel: string;
  /** Saves; the screen reports the outcome and closes the dialog when it succeeded. */
  onSubmit: (values: z.output<S>) => Promise<void>;
  onClose: () => void;
};

/**
 * The generic editor: a dialog with a react-hook-form form validated by a shared zod schema,
 * showing each field's message under it. Each entity screen gives its fields.
 */
export function EditorDialog<S extends Schema>({ open, onClose, title, ...rest }: Props<S>) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {/* Mounted only while open, so each opening starts from the given values. */}
      {open ? <EditorForm titleId={titleId} title={title} onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function EditorForm<S extends Schema>({
  titleId,
  title,
  schema,
  defaultValues,
  fields,
  submitLabel,
  onSubmit,
  onClose,
}: Omit<Props<S>, 'open'> & { titleId: string }) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The screen has reported it; the dialog stays open with what was typed, and the fields the
      // server refused ("historyRetentionDays: …") show its message under them.
      const names = new Set<string>(fields.map((field) => field.name));
      for (const { field, message } of fieldErrorsOf(error, names))
        form.setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          {fields.map((field, index) => (
            <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
              <EditorFieldInput control={form.control} field={field} autoFocus={index === 0} />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <FormDialogActions busy={isSubmitting} submitLabel={submitLabel} onCancel={onClose} />
    </form>
  );
}
