import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /asset/{id}. */
export function AssetDetailPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('assets.detailTitle')}
      emptyTitle={t('assets.detailEmptyTitle')}
      emptyText={t('assets.detailEmptyText')}
      icon={<Inventory2Icon />}
    />
  );
}
