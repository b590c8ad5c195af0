import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../../lib/config.ts';

/**
 * The organisation's places: geofences (/geofence) and bases (/base), as links styled as tabs.
 * With show_geofences off only bases are offered, so the bar is left out.
 */
export function PlacesTabs({ current }: { current: 'geofences' | 'bases' }) {
  const { t } = useTranslation();
  const { show_geofences } = useConfig();
  if (!show_geofences) return null;
  return (
    <Box
      component="nav"
      aria-label={t('places.label')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs value={current} aria-label={t('places.label')}>
        <Tab
          value="geofences"
          label={t('geofences.title')}
          component={RouterLink}
          to="/geofence"
          aria-current={current === 'geofences' ? 'page' : undefined}
        />
        <Tab
          value="bases"
          label={t('bases.title')}
          component={RouterLink}
          to="/base"
          aria-current={current === 'bases' ? 'page' : undefined}
        />
      </Tabs>
    </Box>
  );
}
