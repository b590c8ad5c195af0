import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Notice } from '../components/notice.tsx';
import { isChunkLoadError } from '../lib/chunk.ts';

type Props = { error: unknown; onReload?: () => void };

/**
 * What a failed screen shows; a chunk that failed to load (spec 8) offers a reload. Plain (issue
 * 31): MUI's code may be what failed to load.
 */
export function ErrorNotice({ error, onReload = () => window.location.reload() }: Props) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Notice
      severity={chunk ? 'warning' : 'error'}
      title={chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}
      action={{ label: t('app.reload'), onClick: onReload }}
    >
      {chunk ? t('errors.chunkText') : t('errors.pageText')}
    </Notice>
  );
}

/** The routes' error element. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error('Screen failed', error), [error]);
  return <ErrorNotice error={error} />;
}
