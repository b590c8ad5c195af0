import GroupIcon from '@mui/icons-material/Group';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page.tsx';

/** Route /organisation/{id}/members. */
export function OrganisationMembersPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t('organisations.membersTitle')}
      emptyTitle={t('organisations.membersEmptyTitle')}
      emptyText={t('organisations.membersEmptyText')}
      icon={<GroupIcon />}
    />
  );
}
