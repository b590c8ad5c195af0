import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { icon?: ReactNode; title: string; text: string; action?: ReactNode };

/** A screen with nothing to show yet: what will appear and, when possible, how to start. */
export function EmptyState({ icon, title, text, action }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 } }}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5, maxWidth: 520, mx: 'auto' }}>
        {icon ? <Stack sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{icon}</Stack> : null}
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
        {action ? <Stack sx={{ mt: 1 }}>{action}</Stack> : null}
      </Stack>
    </Paper>
  );
}
