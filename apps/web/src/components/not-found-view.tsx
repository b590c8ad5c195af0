import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPage } from './empty-page.tsx';

/** The not-found page's content: route * and share links that do not (or no longer) exist. */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('errors.notFoundTitle')}
      emptyTitle={t('errors.notFoundText')}
      emptyText={t('errors.notFoundHelp')}
      icon={<SearchOffIcon />}
      emptyAction={
        <Button component={Link} to="/" variant="contained" nativeButton={false}>
          {t('errors.goHome')}
        </Button>
      }
    />
  );
}
