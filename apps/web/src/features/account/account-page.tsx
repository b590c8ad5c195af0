import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useConfig } from '../../lib/config.ts';
import { isLanguage, type Language, languages } from '../../lib/i18n/i18n.ts';
import type { ThemeMode } from '../../lib/ui-store.ts';
import { useCurrentUser } from '../../lib/user.ts';
import { type SettingsPatch, useSaveSettings } from './api.ts';

type Props = { themeMode: ThemeMode; onThemeChange: (mode: ThemeMode) => void };

const languageNames: Record<Language, string> = { en: 'English', fr: 'Français (Canada)' };

/**
 * Route /account; it takes a theme-change handler (spec 2). Every setting applies at once and is
 * saved on the server (the theme also in local storage, by the handler).
 */
export function AccountPage({ themeMode, onThemeChange }: Props) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const { data: user, isLoading } = useCurrentUser();
  const save = useSaveSettings();
  const matcher = useConfig().mapMatching;
  const settings = user?.settings;
  const profile = auth.user?.profile;
  const name = (typeof profile?.name === 'string' && profile.name) || user?.name || '';
  const email = profile?.email || user?.email || '';
  const picture = (typeof profile?.picture === 'string' && profile.picture) || user?.picture || undefined;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const handleSave = (patch: SettingsPatch) => save.mutate(patch);
  const handleTheme = (_event: unknown, mode: ThemeMode | null) => {
    if (!mode) return;
    onThemeChange(mode);
    handleSave({ theme: mode });
  };
  const handleLanguage = (value: string) => {
    if (!isLanguage(value)) return;
    // Saved once its catalogue is in, so the confirmation speaks the new language.
    void i18n.changeLanguage(value).then(() => handleSave({ language: value }));
  };

  if (isLoading) return <PageSpinner label={t('account.loading')} />;

  return (
    <Stack sx={{ gap: 3, maxWidth: 720 }}>
      <PageHeader title={t('account.title')} />
      <Section id="account-profile" title={t('account.profile')}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Avatar src={picture} alt={t('account.picture')} sx={{ width: 56, height: 56 }}>
            {(name || email || '?')[0]?.toUpperCase()}
          </Avatar>
          {/* A long address is cut short with an ellipsis inside the card; the title holds it whole. */}
          <Stack sx={{ minWidth: 0 }}>
            <Typography noWrap title={name || email} sx={{ fontWeight: 600 }}>
              {name || email}
            </Typography>
            <Typography noWrap title={email} sx={{ color: 'text.secondary' }}>
              {email}
            </Typography>
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('account.profileHelp')}
        </Typography>
      </Section>
      <Section id="account-appearance" title={t('account.appearance')}>
        <Stack sx={{ gap: 3 }}>
          <Setting id="account-theme" label={t('account.theme')}>
            <ToggleButtonGroup
              exclusive
              value={themeMode}
              onChange={handleTheme}
              aria-labelledby="account-theme"
              size="small"
            >
              <ToggleButton value="light">{t('account.light')}</ToggleButton>
              <ToggleButton value="dark">{t('account.dark')}</ToggleButton>
            </ToggleButtonGroup>
          </Setting>
          <TextField
            select
            label={t('account.language')}
            value={language}
            onChange={(event) => handleLanguage(event.target.value)}
            sx={{ maxWidth: 320 }}
          >
            {languages.map((code) => (
              <MenuItem key={code} value={code} lang={code === 'fr' ? 'fr-CA' : code}>
                {languageNames[code]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Section>
      <Section id="account-units" title={t('account.unitsAndMaps')}>
        <Stack sx={{ gap: 2 }}>
          <Setting id="account-temperature" label={t('account.temperatureUnit')}>
            <ToggleButtonGroup
              exclusive
              value={settings?.temperatureUnit ?? 'C'}
              onChange={(_event, unit: 'C' | 'F' | null) => unit && handleSave({ temperatureUnit: unit })}
              aria-labelledby="account-temperature"
              size="small"
            >
              <ToggleButton value="C" aria-label={t('account.celsius')}>
                °C
              </ToggleButton>
              <ToggleButton value="F" aria-label={t('account.fahrenheit')}>
                °F
              </ToggleButton>
            </ToggleButtonGroup>
          </Setting>
          <Stack>
            <FormControlLabel
              control={
                <Switch
                  checked={settings?.mapMatching ?? false}
                  onChange={(event) => handleSave({ mapMatching: event.target.checked })}
                  slotProps={{ input: { 'aria-describedby': 'account-map-matching-help' } }}
                />
              }
              label={t('account.mapMatching')}
            />
            <Typography
              id="account-map-matching-help"
              variant="body2"
              sx={{ color: 'text.secondary', ml: 6 }}
            >
              {matcher ? t('mapMatching.accountHelp') : t('mapMatching.accountUnavailable')}
            </Typography>
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={settings?.animatedLines ?? true}
                onChange={(event) => handleSave({ animatedLines: event.target.checked })}
              />
            }
            label={t('account.animatedLines')}
          />
        </Stack>
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Setting({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography id={id} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}
