import LinkOffIcon from '@mui/icons-material/LinkOff';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { useConfig } from '../../lib/config.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';

type Props = { error: unknown; onRetry: () => void };

/**
 * What a visitor of a public share link sees when there is nothing to show: the server's own
 * words for a link that does not exist or was turned off (never the signed-in app's not-found
 * page, which leads to sign-in), or a retry when the server could not be reached.
 */
export function ShareUnavailable({ error, onRetry }: Props) {
  const { t } = useTranslation();
  const { siteTitle, websiteURL } = useConfig();
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary', textAlign: 'center', mb: 1 }}
      >
        {siteTitle}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center', mb: 2 }}>
        {gone ? translateMessage(error.message, t) : t('share.unavailableTitle')}
      </Typography>
      {gone ? (
        <EmptyState
          icon={<LinkOffIcon />}
          title={t('share.goneTitle')}
          text={t('share.goneText')}
          action={
            websiteURL ? (
              <Button href={websiteURL} variant="outlined">
                {t('share.visitSite', { name: siteTitle })}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <EmptyState
          icon={<SyncProblemIcon />}
          title={t('share.unavailableText')}
          text={error instanceof Error ? translateMessage(error.message, t) : ''}
          action={
            <Button variant="contained" onClick={onRetry}>
              {t('share.retry')}
            </Button>
          }
        />
      )}
    </Container>
  );
}
