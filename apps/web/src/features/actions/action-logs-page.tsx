import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /action/{id}/logs. */
export function ActionLogsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('actions.logsTitle')}
      emptyTitle={t('actions.logsEmptyTitle')}
      emptyText={t('actions.logsEmptyText')}
      icon={<HistoryIcon />}
    />
  );
}
