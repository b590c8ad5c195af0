import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfig } from '../../lib/config.ts';

type Props = { email: string; picture: string | null; onLogout: () => void };

/** Spec 2 account menu: e-mail (disabled), Account, Manage organisations, Feedback (if enabled), Logout. */
export function AccountMenu({ email, picture, onLogout }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { feedback_enabled, feedback_url } = useConfig();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget);
  const handleClose = () => setAnchorEl(null);
  const handleNavigate = (path: string) => {
    handleClose();
    void navigate(path);
  };
  const handleFeedback = () => {
    handleClose();
    window.open(feedback_url, '_blank', 'noopener,noreferrer');
  };
  const handleLogout = () => {
    handleClose();
    onLogout();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('topBar.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchorEl ? 'account-menu' : undefined}
        aria-expanded={anchorEl ? 'true' : undefined}
        onClick={handleOpen}
      >
        {picture ? <Avatar src={picture} alt="" sx={{ width: 32, height: 32 }} /> : <AccountCircleIcon />}
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={handleClose}
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
    </>
  );
}
