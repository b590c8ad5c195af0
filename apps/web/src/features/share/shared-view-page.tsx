import ShareIcon from '@mui/icons-material/Share';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /share/{id}: public, without top bar or sidebar. */
export function SharedViewPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" sx={{ py: 4 }}>
      <EmptyPage
        title={t('share.viewTitle')}
        emptyTitle={t('share.viewEmptyTitle')}
        emptyText={t('share.viewEmptyText')}
        icon={<ShareIcon />}
      />
    </Container>
  );
}
