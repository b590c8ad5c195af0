import AssessmentIcon from '@mui/icons-material/Assessment';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /report/{id}. */
export function ReportDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('reports.detailTitle')}
      emptyTitle={t('reports.detailEmptyTitle')}
      emptyText={t('reports.detailEmptyText')}
      icon={<AssessmentIcon />}
    />
  );
}
