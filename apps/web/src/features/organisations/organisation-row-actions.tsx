import CableIcon from '@mui/icons-material/Cable';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { TFunction } from 'i18next';
import type { RowAction } from '../../components/row-actions.tsx';
import { canAdminister, hasRole } from '../../lib/roles.ts';
import type { Organisation } from './types.ts';

type Options = {
  organisation: Organisation;
  selected: boolean;
  /** Leaving and deleting: not for the user's only organisation while organisations are off. */
  canDrop: boolean;
  /** Leaving: not for the organisation's only owner (the server refuses it). */
  canLeave: boolean;
  onSwitch: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLeave: () => void;
};

/** What the user may do with one of their organisations, by their role in it (ListShell's rowActionItems). */
export function organisationRowActions(
  t: TFunction,
  { organisation, selected, canDrop, canLeave, onSwitch, onEdit, onDelete, onLeave }: Options,
): RowAction[] {
  const name = organisation.name;
  const admin = canAdminister(organisation.role);
  const actions: Array<RowAction | false> = [
    !selected && { label: t('organisations.switchTo', { name }), icon: <SwapHorizIcon />, onClick: onSwitch },
    {
      label: t('organisations.membersOf', { name }),
      icon: <GroupIcon />,
      to: `/organisation/${organisation.id}/members`,
    },
    admin && {
      label: t('organisations.logsOf', { name }),
      icon: <HistoryIcon />,
      to: `/organisation/${organisation.id}/logs`,
    },
    admin && {
      label: t('integrations.linkOf', { name }),
      icon: <CableIcon />,
      to: `/organisation/${organisation.id}/integrations`,
    },
    // The billing section (plan, devices against the limit, a higher limit) is the selected organisation's.
    selected &&
      hasRole(organisation.role, 'owner') && {
        label: t('organisations.billingOf', { name }),
        icon: <CreditCardIcon />,
        to: '/billing',
      },
    admin && { label: t('organisations.edit', { name }), icon: <EditIcon />, onClick: onEdit },
    canDrop &&
      canLeave && { label: t('organisations.leaveOne', { name }), icon: <LogoutIcon />, onClick: onLeave },
    canDrop &&
      hasRole(organisation.role, 'owner') && {
        label: t('organisations.delete', { name }),
        icon: <DeleteIcon />,
        onClick: onDelete,
        danger: true,
      },
  ];
  return actions.filter((action): action is RowAction => action !== false);
}
