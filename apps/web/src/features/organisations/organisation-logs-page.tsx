import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /organisation/{id}/logs. */
export function OrganisationLogsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('organisations.logsTitle')}
      emptyTitle={t('organisations.logsEmptyTitle')}
      emptyText={t('organisations.logsEmptyText')}
      icon={<HistoryIcon />}
    />
  );
}
