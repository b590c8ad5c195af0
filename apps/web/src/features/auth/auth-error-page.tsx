import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';

function messageFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state && typeof state.message === 'string') {
    return state.message || null;
  }
  return null;
}

/** Route /auth-error: what went wrong at login ('Login failed' without a message) and a way back in. */
export function AuthErrorPage() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const { signIn } = useAuth();
  const message = messageFrom(state) ?? t('messages.loginFailed');

  const handleTryAgain = () => {
    void signIn('/');
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Stack sx={{ gap: 3 }}>
        <Typography variant="h5" component="h1">
          {t('auth.errorTitle')}
        </Typography>
        <Alert severity="error">
          <AlertTitle>{message}</AlertTitle>
          {t('auth.errorHelp')}
        </Alert>
        <Stack direction="row">
          <Button variant="contained" onClick={handleTryAgain}>
            {t('auth.tryAgain')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
