import AssessmentIcon from '@mui/icons-material/Assessment';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /report. */
export function ReportListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('reports.title')}
      emptyTitle={t('reports.emptyTitle')}
      emptyText={t('reports.emptyText')}
      icon={<AssessmentIcon />}
    />
  );
}
