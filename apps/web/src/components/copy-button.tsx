import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.ts';

type Props = {
  text: string;
  /** What is copied, for the accessible name: "Copy Device token". */
  what: string;
  size?: 'small' | 'medium';
};

/** Copies `text` to the clipboard and says so on the button for a moment. */
export function CopyButton({ text, what, size = 'small' }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const status = state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : '';
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        onClick={handleCopy}
        startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('copy.copy')}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {what}
        </Box>
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </>
  );
}
