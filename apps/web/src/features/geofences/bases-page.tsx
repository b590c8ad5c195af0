import StoreIcon from '@mui/icons-material/Store';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /base: the organisation's bases (placeholder until the bases screen lands). */
export function BasesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage title={t('bases.title')} emptyTitle={t('bases.title')} emptyText="" icon={<StoreIcon />} />
  );
}
