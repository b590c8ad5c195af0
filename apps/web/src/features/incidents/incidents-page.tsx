import DoneIcon from '@mui/icons-material/Done';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Action } from '@pinpoint/shared';
import { incidentStates } from '@pinpoint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { usePaging } from '../../components/use-paging.ts';
import { useDevices } from '../../lib/device-cache.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { useOrganisationList } from '../../lib/organisation-list.ts';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import {
  type Incident,
  type IncidentFilters,
  type IncidentState,
  useIncidentMutations,
  useIncidents,
} from './api.ts';
import { IncidentDialog } from './incident-dialog.tsx';

export const stateColours = { open: 'error', acknowledged: 'warning', resolved: 'success' } as const;

/** Route /incident: the organisation's incidents, filtered by state, device and action (?state=&device=&action=). */
export function IncidentsPage() {
  const { t } = useTranslation();
  const organisationId = useUiStore((state) => state.selectedOrganisationId);
  const notify = useUiStore((state) => state.showSnackbar);
  const errorText = useErrorText();
  const role = useSelectedRole();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [openId, setOpenId] = useState<string | null>(null);
  const state = params.get('state');
  const filters: IncidentFilters = {
    state: incidentStates.includes(state as IncidentState) ? (state as IncidentState) : undefined,
    deviceId: params.get('device') ?? undefined,
    actionId: params.get('action') ?? undefined,
  };
  const incidents = useIncidents(organisationId, filters, paging.page, paging.pageSize);
  const devices = useDevices(organisationId);
  // The actions list the actions screen keeps (same query), for the filter's names.
  const actions = useOrganisationList<Action>(
    organisationId,
    (id) => ['actions', 'organisation', id],
    (id) => `/action/${id}`,
  );
  const { acknowledge } = useIncidentMutations();

  const setFilter = (key: 'state' | 'device' | 'action', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
    paging.restart();
  };

  const handleAcknowledge = (incident: Incident) =>
    acknowledge.mutate(incident.id, {
      onSuccess: () => notify(t('incidents.acknowledged'), 'success'),
      onError: (error) => notify(errorText(error, t('incidents.ack.failed')), 'error'),
    });

  const nameOf = (incident: Incident) => `${incident.actionName}: ${incident.deviceName}`;
  const columns: ListColumn<Incident>[] = [
    {
      key: 'state',
      label: t('incidents.columns.state'),
      render: (incident) => (
        <Chip
          size="small"
          variant="outlined"
          color={stateColours[incident.state]}
          label={t(`incidents.states.${incident.state}`)}
        />
      ),
    },
    { key: 'action', label: t('incidents.columns.action'), render: (incident) => incident.actionName },
    { key: 'device', label: t('incidents.columns.device'), render: (incident) => incident.deviceName },
    {
      key: 'opened',
      label: t('incidents.columns.opened'),
      render: (incident) => <RelativeTime value={incident.openedAt} />,
    },
    {
      key: 'acknowledgedBy',
      label: t('incidents.columns.acknowledgedBy'),
      secondary: true,
      render: (incident) => incident.acknowledgedBy ?? '',
    },
    {
      key: 'assignee',
      label: t('incidents.columns.assignee'),
      secondary: true,
      render: (incident) => incident.assigneeName ?? '',
    },
  ];

  const select = (key: 'state' | 'device' | 'action', label: string, options: Array<[string, string]>) => (
    <TextField
      select
      size="small"
      label={label}
      value={params.get(key) ?? ''}
      onChange={(event) => setFilter(key, event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{t('incidents.filters.all')}</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader title={t('incidents.title')} />
      {incidents.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void incidents.refetch()}>
              {t('incidents.retry')}
            </Button>
          }
        >
          {t('incidents.loadFailed')}
        </Alert>
      ) : null}
      {/* Outside the list: the filters stay when they leave no rows. */}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {select(
          'state',
          t('incidents.filters.state'),
          incidentStates.map((s) => [s, t(`incidents.states.${s}`)]),
        )}
        {select(
          'device',
          t('incidents.filters.device'),
          (devices.data ?? []).map((d) => [d.id, d.name]),
        )}
        {select(
          'action',
          t('incidents.filters.action'),
          (actions.data ?? []).map((a) => [a.id, a.name]),
        )}
      </Stack>
      <ListShell
        label={t('incidents.listLabel')}
        rows={incidents.data?.items ?? (incidents.isError ? [] : undefined)}
        loading={incidents.isFetching}
        columns={columns}
        getRowId={(incident) => incident.id}
        getRowLabel={nameOf}
        rowActionItems={(incident) => [
          ...(incident.state === 'open' && canManage(role)
            ? [
                {
                  label: t('incidents.acknowledgeOf', { name: nameOf(incident) }),
                  icon: <DoneIcon />,
                  onClick: () => handleAcknowledge(incident),
                  disabled: acknowledge.isPending,
                },
              ]
            : []),
          {
            label: t('incidents.detailsOf', { name: nameOf(incident) }),
            icon: <InfoOutlinedIcon />,
            onClick: () => setOpenId(incident.id),
          },
        ]}
        empty={{ title: t('incidents.emptyTitle'), text: t('incidents.emptyText') }}
        pagination={paging.pagination(incidents.data?.total ?? 0)}
      />
      {openId ? (
        <IncidentDialog id={openId} organisationId={organisationId} onClose={() => setOpenId(null)} />
      ) : null}
    </>
  );
}
