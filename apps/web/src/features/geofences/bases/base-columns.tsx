import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list-shell.tsx';
import { postcodeColumn } from '../../../components/place-columns.ts';
import { formatCoordinates } from '../../../lib/device-format.ts';
import type { Base } from '../api.ts';

/** The bases list's columns: name, address, postcode, status (explained on hover), location. */
export function baseColumns(t: TFunction): ListColumn<Base>[] {
  return [
    {
      key: 'name',
      label: t('bases.name'),
      render: (base) => base.name,
      sortValue: (base) => base.name,
    },
    { key: 'address', label: t('bases.address'), render: (base) => base.address, secondary: true },
    postcodeColumn(t('bases.postcode')),
    {
      key: 'status',
      label: t('bases.status'),
      render: (base) => (
        <Tooltip title={t(`bases.statusHelp.${base.status}`)} describeChild>
          <Chip
            size="small"
            variant="outlined"
            color={base.status === 'open' ? 'success' : 'default'}
            label={t(`bases.statuses.${base.status}`)}
          />
        </Tooltip>
      ),
      sortValue: (base) => base.status,
    },
    {
      key: 'location',
      label: t('bases.location'),
      render: (base) =>
        base.latitude !== null && base.longitude !== null ? (
          <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCoordinates({ lat: base.latitude, lon: base.longitude })}
          </Typography>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {t('bases.noLocation')}
          </Typography>
        ),
      secondary: true,
    },
  ];
}
