import TextField from '@mui/material/TextField';
import type { WidgetOf } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import type { FieldsProps } from './types.ts';

/** The note's text, in markdown (HTML is shown as typed, never run). */
export function NoteFields({ widget, onChange, errors }: FieldsProps<WidgetOf<'note'>>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('widgets.settings.markdown')}
      value={widget.markdown}
      onChange={(event) => onChange({ ...widget, markdown: event.target.value })}
      multiline
      minRows={5}
      maxRows={16}
      fullWidth
      error={Boolean(errors.markdown)}
      helperText={errors.markdown ?? t('widgets.settings.markdownHelp')}
    />
  );
}
