import HistoryIcon from '@mui/icons-material/History';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListShell } from '../../components/list-shell.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { editDeleteActions } from '../../components/row-actions.tsx';
import type { Action, Device } from './api.ts';
import { PausedState } from './paused-state.tsx';

type Props = {
  actions: Action[] | undefined;
  loading: boolean;
  devices: Device[] | undefined;
  /** Members and up: edit, delete and the enabled switch; viewers see the switch's state only. */
  editable: boolean;
  addButton: ReactNode;
  onEdit: (action: Action) => void;
  onDelete: (action: Action) => void;
  onToggle: (action: Action, enabled: boolean) => void;
  /** A paused webhook or forward: send to it again. */
  onResume: (action: Action) => void;
  /** The action being resumed (its button waits). */
  resuming?: string | null;
};

/** The organisation's actions (spec 3): type, alert type, devices, enabled, times and last triggered. */
export function ActionsTable({
  actions,
  loading,
  devices,
  editable,
  addButton,
  onEdit,
  onDelete,
  onToggle,
  onResume,
  resuming = null,
}: Props) {
  const { t } = useTranslation();
  const deviceNames = new Map((devices ?? []).map((device) => [device.id, device.name]));
  const namesOf = (action: Action) =>
    action.deviceIds.map((id) => deviceNames.get(id)).filter((name): name is string => Boolean(name));
  const alertTypeOf = (action: Action) =>
    action.alertType && action.actionType !== 'forward' ? t(`actions.alertTypes.${action.alertType}`) : '—';

  // Only the name and the last firing sort: sort arrows widen headers, and the list should fit
  // beside the sidebar with its row actions.
  const columns: ListColumn<Action>[] = [
    {
      key: 'name',
      label: t('actions.columns.name'),
      render: (action) => action.name,
      sortValue: (action) => action.name,
    },
    {
      key: 'type',
      label: t('actions.columns.type'),
      render: (action) => t(`actions.types.${action.actionType}`),
      // On a phone: the name, what it alerts on and the switch; the rest from md up.
      secondary: true,
    },
    {
      key: 'alertType',
      label: t('actions.columns.alertType'),
      render: alertTypeOf,
    },
    {
      key: 'devices',
      label: t('actions.columns.devices'),
      render: (action) => <AssignedDevices count={action.deviceIds.length} names={namesOf(action)} />,
      secondary: true,
    },
    {
      key: 'enabled',
      label: t('actions.columns.enabled'),
      render: (action) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Switch
            checked={action.enabled}
            disabled={!editable}
            onChange={(event) => onToggle(action, event.target.checked)}
            slotProps={{ input: { 'aria-label': t('actions.enabledOf', { name: action.name }) } }}
          />
          {action.pausedAt ? (
            <PausedState
              action={action}
              editable={editable}
              resuming={resuming === action.id}
              onResume={() => onResume(action)}
            />
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'timesTriggered',
      label: t('actions.columns.timesTriggered'),
      render: (action) => action.timesTriggered,
      secondary: true,
    },
    {
      key: 'lastTriggered',
      label: t('actions.columns.lastTriggered'),
      render: (action) =>
        action.lastTriggeredAt ? <RelativeTime value={action.lastTriggeredAt} /> : t('actions.never'),
      sortValue: (action) => (action.lastTriggeredAt ? Date.parse(action.lastTriggeredAt) : null),
      secondary: true,
    },
  ];

  return (
    <ListShell
      label={t('actions.title')}
      rows={actions}
      loading={loading}
      columns={columns}
      getRowId={(action) => action.id}
      getRowLabel={(action) => action.name}
      searchText={(action) =>
        [action.name, t(`actions.types.${action.actionType}`), alertTypeOf(action), ...namesOf(action)].join(
          ' ',
        )
      }
      toolbarActions={addButton}
      rowActionItems={(action) => [
        {
          label: t('actions.logsOf', { name: action.name }),
          icon: <HistoryIcon fontSize="small" />,
          to: `/action/${encodeURIComponent(action.id)}/logs`,
        },
        ...(editable
          ? editDeleteActions({
              editLabel: t('actions.edit', { name: action.name }),
              deleteLabel: t('actions.delete', { name: action.name }),
              onEdit: () => onEdit(action),
              onDelete: () => onDelete(action),
            })
          : []),
      ]}
      empty={{
        title: t('actions.emptyTitle'),
        text: t('actions.emptyText'),
        icon: <NotificationsActiveIcon />,
        action: addButton,
      }}
    />
  );
}

/** How many devices, with their names beside it (cut short) and in full on hover or focus. */
function AssignedDevices({ count, names }: { count: number; names: string[] }) {
  const { t } = useTranslation();
  const list = names.join(', ');
  return (
    <Tooltip title={list} describeChild>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', maxWidth: 200 }} tabIndex={list ? 0 : -1}>
        <span>{count}</span>
        <Typography
          variant="body2"
          component="span"
          noWrap
          sx={{ color: 'text.secondary', minWidth: 0, display: { xs: 'none', md: 'inline' } }}
        >
          {count === 0 ? t('actions.noDevices') : list}
        </Typography>
      </Stack>
    </Tooltip>
  );
}
