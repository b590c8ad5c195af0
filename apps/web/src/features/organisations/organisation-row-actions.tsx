import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAdminister, hasRole } from '../../lib/roles.ts';
import type { Organisation } from './types.ts';

type Props = {
  organisation: Organisation;
  selected: boolean;
  /** Leaving and deleting: not for the user's only organisation while organisations are off. */
  canDrop: boolean;
  onSwitch: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLeave: () => void;
};

/** What the user may do with one of their organisations, by their role in it. */
export function OrganisationRowActions({
  organisation,
  selected,
  canDrop,
  onSwitch,
  onEdit,
  onDelete,
  onLeave,
}: Props) {
  const { t } = useTranslation();
  const name = organisation.name;
  const admin = canAdminister(organisation.role);
  return (
    <>
      {selected ? null : (
        <Action label={t('organisations.switchTo', { name })} onClick={onSwitch} icon={<SwapHorizIcon />} />
      )}
      <Action
        label={t('organisations.membersOf', { name })}
        to={`/organisation/${organisation.id}/members`}
        icon={<GroupIcon />}
      />
      {admin ? (
        <Action
          label={t('organisations.logsOf', { name })}
          to={`/organisation/${organisation.id}/logs`}
          icon={<HistoryIcon />}
        />
      ) : null}
      {admin ? (
        <Action label={t('organisations.edit', { name })} onClick={onEdit} icon={<EditIcon />} />
      ) : null}
      {canDrop ? (
        <Action label={t('organisations.leaveOne', { name })} onClick={onLeave} icon={<LogoutIcon />} />
      ) : null}
      {canDrop && hasRole(organisation.role, 'owner') ? (
        <Action label={t('organisations.delete', { name })} onClick={onDelete} icon={<DeleteIcon />} />
      ) : null}
    </>
  );
}

type ActionProps = { label: string; icon: ReactElement; onClick?: () => void; to?: string };

function Action({ label, icon, onClick, to }: ActionProps) {
  return (
    <Tooltip title={label}>
      {to ? (
        <IconButton component={RouterLink} to={to} nativeButton={false} aria-label={label}>
          {icon}
        </IconButton>
      ) : (
        <IconButton aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
