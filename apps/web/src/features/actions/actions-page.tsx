import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /action. */
export function ActionsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('actions.title')}
      emptyTitle={t('actions.emptyTitle')}
      emptyText={t('actions.emptyText')}
      icon={<NotificationsActiveIcon />}
    />
  );
}
