import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form/text-input.tsx';
import { type ActionControl, messagePlaceholders } from './action-form.ts';

/**
 * The alert's message, with the placeholders the server fills in (device, value, time, location)
 * listed under it; a click inserts one where the cursor was.
 */
export function MessageInput({ control, required }: { control: ActionControl; required: boolean }) {
  const { t } = useTranslation();
  const helpId = useId();
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  // A textarea keeps its selection when it loses focus: a click inserts where the caret was.
  const focused = useRef(false);
  const { field } = useController({ control, name: 'message' });

  const handleInsert = (placeholder: string) => {
    const token = `{{${placeholder}}}`;
    const text = (field.value as string) ?? '';
    const node = element.current;
    const start = focused.current && node ? (node.selectionStart ?? text.length) : text.length;
    const end = focused.current && node ? (node.selectionEnd ?? start) : text.length;
    field.onChange(`${text.slice(0, start)}${token}${text.slice(end)}`);
    const at = start + token.length;
    requestAnimationFrame(() => {
      element.current?.focus();
      element.current?.setSelectionRange(at, at);
    });
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <TextInput
        control={control}
        name="message"
        label={t('actions.fields.message')}
        required={required}
        multiline
        inputRef={(node) => {
          element.current = node;
        }}
        onFocus={() => {
          focused.current = true;
        }}
      />
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('actions.messageHelp')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-labelledby={helpId}>
        {messagePlaceholders.map((placeholder) => {
          const meaning = t(`actions.placeholders.${placeholder}`);
          return (
            <Chip
              key={placeholder}
              size="small"
              variant="outlined"
              label={`{{${placeholder}}} – ${meaning}`}
              onClick={() => handleInsert(placeholder)}
              aria-label={t('actions.insertPlaceholder', { placeholder: `{{${placeholder}}}`, meaning })}
              sx={{ fontFamily: 'monospace' }}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
