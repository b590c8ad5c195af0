import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfig } from '../../lib/config.ts';

type Props = {
  id: string;
  email: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
};

/** The account menu's items (MUI's Menu): loaded when the menu is first opened (issue 31). */
export function AccountMenuList({ id, email, anchorEl, onClose, onLogout }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { feedback_enabled, feedback_url } = useConfig();
  const handleNavigate = (path: string) => {
    onClose();
    void navigate(path);
  };
  const handleFeedback = () => {
    onClose();
    window.open(feedback_url, '_blank', 'noopener,noreferrer');
  };
  const handleLogout = () => {
    onClose();
    onLogout();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled>{email}</MenuItem>
      <Divider />
      <MenuItem onClick={() => handleNavigate('/account')}>{t('topBar.account')}</MenuItem>
      <MenuItem onClick={() => handleNavigate('/organisation')}>{t('topBar.manageOrganisations')}</MenuItem>
      {feedback_enabled ? (
        <MenuItem onClick={handleFeedback} disabled={!feedback_url}>
          {t('topBar.feedback')}
        </MenuItem>
      ) : null}
      <MenuItem onClick={handleLogout}>{t('topBar.logout')}</MenuItem>
    </Menu>
  );
}
