import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /organisation. */
export function OrganisationsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('organisations.title')}
      emptyTitle={t('organisations.emptyTitle')}
      emptyText={t('organisations.emptyText')}
      icon={<BusinessIcon />}
    />
  );
}
