import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountCircleIcon } from '../../components/icon-paths.ts';
import { lazyThemed, loadMuiTheme } from '../../components/lazy-themed.tsx';
import { IconButton } from '../../components/plain-button.tsx';
import { SvgIcon } from '../../components/svg-icon.tsx';
import { loadChunk } from '../../lib/chunk.ts';
import styles from './top-bar.module.css';

// The menu (MUI's Menu) loads when first opened, fetched as soon as the button is pointed at or
// focused (issue 31: the first screen without MUI).
const importList = () => loadChunk(() => import('./account-menu-list.tsx'));
const prefetchList = () => void Promise.all([importList(), loadMuiTheme()]).catch(() => {});
const AccountMenuList = lazyThemed(() => importList().then((m) => m.AccountMenuList));

type Props = { email: string; picture: string | null; onLogout: () => void };

/** Spec 2 account menu: e-mail (disabled), Account, Manage organisations, Feedback (if enabled), Logout. */
export function AccountMenu({ email, picture, onLogout }: Props) {
  const { t } = useTranslation();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('topBar.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchorEl ? 'account-menu' : undefined}
        aria-expanded={anchorEl ? 'true' : undefined}
        onPointerEnter={prefetchList}
        onFocus={prefetchList}
        onClick={(event) => {
          setAnchorEl(event.currentTarget);
          setOpened(true);
        }}
      >
        {picture ? (
          <img src={picture} alt="" className={styles.avatar} />
        ) : (
          <SvgIcon path={accountCircleIcon} />
        )}
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuList
            id="account-menu"
            email={email}
            anchorEl={anchorEl}
            onClose={() => setAnchorEl(null)}
            onLogout={onLogout}
          />
        </Suspense>
      ) : null}
    </>
  );
}
