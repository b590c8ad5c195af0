import FenceIcon from '@mui/icons-material/Fence';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type ListColumn, ListShell } from '../../../components/list-shell.tsx';
import { postcodeColumn } from '../../../components/place-columns.ts';
import type { Geofence, GeofenceStatus } from '../api.ts';
import { useGeofenceSize } from './geofence-format.ts';

type Props = {
  geofences: Geofence[] | undefined;
  loading: boolean;
  /** Members and up: the status switch and the bulk delete. */
  editable: boolean;
  /** The geofence picked on the map, marked in its row. */
  selectedId: string | null;
  onStatusChange: (geofence: Geofence, status: GeofenceStatus) => void;
  onDeleteSelected: (geofences: Geofence[]) => void;
  emptyAction?: ReactNode;
};

export const rowAnchorId = (id: string) => `geofence-row-${id}`;

/** The geofences in the list shell: name (a link to the editor) and the fields of spec 3. */
export function GeofenceTable({
  geofences,
  loading,
  editable,
  selectedId,
  onStatusChange,
  onDeleteSelected,
  emptyAction,
}: Props) {
  const { t } = useTranslation();
  const size = useGeofenceSize();
  const [pageSize, setPageSize] = useState(25);

  const columns: ListColumn<Geofence>[] = [
    {
      key: 'name',
      label: t('geofences.name'),
      sortValue: (g) => g.name,
      render: (g) => (
        <Box
          component="span"
          id={rowAnchorId(g.id)}
          aria-current={g.id === selectedId ? 'true' : undefined}
          sx={
            g.id === selectedId
              ? { px: 0.75, py: 0.25, mx: -0.75, borderRadius: 1, bgcolor: 'action.selected' }
              : undefined
          }
        >
          <Link component={RouterLink} to={`/geofence/${g.id}`} sx={{ fontWeight: 500 }}>
            {g.name}
          </Link>
        </Box>
      ),
    },
    { key: 'address', label: t('geofences.address'), render: (g) => g.address, hideBelow: 'lg' },
    postcodeColumn(t('geofences.postcode')),
    {
      key: 'type',
      label: t('geofences.type'),
      render: (g) => t(`geofences.types.${g.type}`),
      sortValue: (g) => g.type,
      secondary: true,
    },
    {
      key: 'size',
      label: t('geofences.size'),
      render: (g) => <Box sx={{ whiteSpace: 'nowrap' }}>{size(g)}</Box>,
      sortValue: (g) => g.area,
      secondary: true,
    },
    {
      key: 'status',
      label: t('geofences.status'),
      sortValue: (g) => g.status,
      render: (g) =>
        editable ? (
          <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
            <Switch
              size="small"
              checked={g.status === 'active'}
              onChange={(event) => onStatusChange(g, event.target.checked ? 'active' : 'paused')}
              slotProps={{ input: { 'aria-label': t('geofences.activeOf', { name: g.name }) } }}
            />
            <span aria-hidden="true">{t(`geofences.statuses.${g.status}`)}</span>
          </Box>
        ) : (
          <Chip
            size="small"
            variant="outlined"
            color={g.status === 'active' ? 'success' : 'default'}
            label={t(`geofences.statuses.${g.status}`)}
          />
        ),
    },
    {
      key: 'alertType',
      label: t('geofences.alertType'),
      render: (g) => t(`geofences.alertTypes.${g.alertType}`),
      hideBelow: 'lg',
    },
    {
      key: 'devicesInside',
      label: t('geofences.devicesInside'),
      render: (g) => g.devicesInside,
      sortValue: (g) => g.devicesInside,
      secondary: true,
    },
  ];

  return (
    <ListShell
      label={t('geofences.title')}
      rows={geofences}
      loading={loading}
      columns={columns}
      getRowId={(g) => g.id}
      getRowLabel={(g) => g.name}
      searchText={(g) => `${g.name} ${g.address} ${g.postcode}`}
      onDeleteSelected={editable ? onDeleteSelected : undefined}
      defaultSort={{ key: 'name', direction: 'asc' }}
      clientPaging={{ pageSize, onPageSizeChange: setPageSize }}
      empty={{
        title: t('geofences.emptyTitle'),
        text: t('geofences.emptyText'),
        icon: <FenceIcon />,
        action: emptyAction,
      }}
    />
  );
}
