import TerminalIcon from '@mui/icons-material/Terminal';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /command. */
export function CommandPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('command.title')}
      emptyTitle={t('command.emptyTitle')}
      emptyText={t('command.emptyText')}
      icon={<TerminalIcon />}
    />
  );
}
