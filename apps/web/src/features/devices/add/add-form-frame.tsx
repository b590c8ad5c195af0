import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

type Props<TInput extends FieldValues, TValues extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TValues>;
  onSubmit: (values: TValues) => Promise<void>;
  label: string;
  intro?: string;
  submitLabel: string;
  children: ReactNode;
};

/**
 * The frame every add-device form shares: the form element, a submit whose
 * failure the dialog reports (what was typed stays), and a submit button that
 * shows progress while the request runs.
 */
export function AddFormFrame<TInput extends FieldValues, TValues extends FieldValues>({
  form,
  onSubmit,
  label,
  intro,
  submitLabel,
  children,
}: Props<TInput, TValues>) {
  const { isSubmitting } = form.formState;
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // Reported by the dialog.
    }
  });
  return (
    <Stack component="form" onSubmit={handleSubmit} noValidate sx={{ gap: 2 }} aria-label={label}>
      {intro ? <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography> : null}
      {children}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={
            isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
