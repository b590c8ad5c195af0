import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/chunk.ts';

type Props = { error: unknown; onReload?: () => void };

/** What a failed screen shows; a chunk that failed to load (spec 8) offers a reload. */
export function ErrorNotice({ error, onReload = () => window.location.reload() }: Props) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity={chunk ? 'warning' : 'error'}
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            {t('app.reload')}
          </Button>
        }
      >
        <AlertTitle>{chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}</AlertTitle>
        {chunk ? t('errors.chunkText') : t('errors.pageText')}
      </Alert>
    </Container>
  );
}

/** The routes' error element. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error('Screen failed', error), [error]);
  return <ErrorNotice error={error} />;
}
