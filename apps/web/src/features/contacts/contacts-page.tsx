import ContactsIcon from '@mui/icons-material/Contacts';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /contact. */
export function ContactsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('contacts.title')}
      emptyTitle={t('contacts.emptyTitle')}
      emptyText={t('contacts.emptyText')}
      icon={<ContactsIcon />}
    />
  );
}
