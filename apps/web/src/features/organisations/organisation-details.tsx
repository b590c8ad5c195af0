import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { canAdminister } from '../../lib/roles.ts';
import type { Organisation } from './types.ts';

type Props = { organisation: Organisation; onEdit: () => void };

/** The selected organisation's settings, with the way to its members and logs. */
export function OrganisationDetails({ organisation, onEdit }: Props) {
  const { t } = useTranslation();
  const config = useConfig();
  const admin = canAdminister(organisation.role);
  const missing = <Typography sx={{ color: 'text.secondary' }}>{t('organisations.notSet')}</Typography>;
  const text = (value: string) => (value ? value : missing);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="selected-organisation" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2" id="selected-organisation">
          {organisation.name}
        </Typography>
        <Chip size="small" label={t(`roles.${organisation.role}`)} />
        <Chip size="small" color="primary" variant="outlined" label={t('organisations.selected')} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to={`/organisation/${organisation.id}/members`}
          startIcon={<GroupIcon />}
        >
          {t('organisations.members')}
        </Button>
        {admin ? (
          <Button
            component={RouterLink}
            to={`/organisation/${organisation.id}/logs`}
            startIcon={<HistoryIcon />}
          >
            {t('organisations.logs')}
          </Button>
        ) : null}
        {admin ? (
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            {t('organisations.editSettings')}
          </Button>
        ) : null}
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 500 },
          '& dd': { m: 0 },
        }}
      >
        <Item label={t('organisations.address')}>{text(organisation.address)}</Item>
        <Item label={t('organisations.email')}>{text(organisation.email)}</Item>
        <Item label={t('organisations.phone')}>{text(organisation.phone)}</Item>
        <Item label={t('organisations.mapCenter')}>
          {t('organisations.mapCenterValue', {
            lat: organisation.center.lat,
            lon: organisation.center.lon,
            zoom: organisation.zoom,
          })}
        </Item>
        <Item label={t('organisations.hero')}>
          {organisation.hero ? (
            <Link href={organisation.hero} target="_blank" rel="noopener noreferrer">
              {organisation.hero}
            </Link>
          ) : (
            missing
          )}
        </Item>
        <Item label={t('organisations.colours')}>
          <Stack direction="row" sx={{ gap: 2 }}>
            <Swatch
              label={t('organisations.primaryColour')}
              colour={organisation.primaryColour ?? config.primaryColour}
            />
            <Swatch
              label={t('organisations.secondaryColour')}
              colour={organisation.secondaryColour ?? config.secondaryColour}
            />
          </Stack>
        </Item>
      </Box>
    </Paper>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Box component="dd">{children}</Box>
    </>
  );
}

function Swatch({ label, colour }: { label: string; colour: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden="true"
        sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: colour, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="body2">{t('organisations.colourValue', { label, colour })}</Typography>
    </Stack>
  );
}
