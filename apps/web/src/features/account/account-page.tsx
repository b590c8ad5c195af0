import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { ThemeMode } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';

type Props = { themeMode: ThemeMode; onThemeChange: (mode: ThemeMode) => void };

/** Route /account; it takes a theme-change handler (spec 2). */
export function AccountPage({ themeMode, onThemeChange }: Props) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  const handleThemeChange = (_event: unknown, mode: ThemeMode | null) => {
    if (mode) onThemeChange(mode);
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeader title={t('account.title')} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('account.profile')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Avatar src={user?.picture ?? undefined} alt="">
            {user?.name?.[0] ?? user?.email?.[0] ?? '?'}
          </Avatar>
          <Stack>
            <Typography sx={{ fontWeight: 600 }}>{user?.name}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>{user?.email}</Typography>
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" id="account-theme" sx={{ mb: 2 }}>
          {t('account.theme')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={themeMode}
          onChange={handleThemeChange}
          aria-labelledby="account-theme"
          size="small"
        >
          <ToggleButton value="light">{t('account.light')}</ToggleButton>
          <ToggleButton value="dark">{t('account.dark')}</ToggleButton>
        </ToggleButtonGroup>
      </Paper>
      <EmptyState icon={<SettingsIcon />} title={t('account.emptyTitle')} text={t('account.emptyText')} />
    </Stack>
  );
}
