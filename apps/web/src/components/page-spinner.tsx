import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { label: string; fullScreen?: boolean };

export function PageSpinner({ label, fullScreen = false }: Props) {
  return (
    <Stack
      role="status"
      aria-live="polite"
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 8,
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Stack>
  );
}
