import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /asset. */
export function AssetListPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('assets.title')}
      emptyTitle={t('assets.emptyTitle')}
      emptyText={t('assets.emptyText')}
      icon={<Inventory2Icon />}
    />
  );
}
