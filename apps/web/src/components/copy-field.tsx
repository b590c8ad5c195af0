import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CopyButton } from './copy-button.tsx';

type Props = { label: string; value: string; multiline?: boolean };

/** A read-only value (a token, a URL, a command) with a copy button. */
export function CopyField({ label, value, multiline = false }: Props) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value}
        size="small"
        fullWidth
        multiline={multiline}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } },
        }}
        onFocus={(event) => event.target.select()}
      />
      <CopyButton text={value} what={label} />
    </Stack>
  );
}
