import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type RowButtonProps = {
  /** The tooltip and the accessible name, e.g. "Edit Ada". */
  label: string;
  icon: ReactNode;
  disabled?: boolean | undefined;
  /** Drawn in the error colour (delete, leave). */
  danger?: boolean | undefined;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** One icon button of a list row, named by its tooltip: a click, or a link when given `to`. */
export function RowButton({ label, icon, onClick, to, disabled, danger }: RowButtonProps) {
  const color = danger ? 'error' : 'default';
  const button =
    to === undefined ? (
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={color}>
        {icon}
      </IconButton>
    ) : (
      <IconButton
        component={RouterLink}
        to={to}
        nativeButton={false}
        aria-label={label}
        disabled={disabled}
        color={color}
      >
        {icon}
      </IconButton>
    );
  // A disabled button gets no pointer events: the tooltip listens on a wrapper.
  return <Tooltip title={label}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}

/** One action of a list row, as data: a button on wide screens, a menu item on phones. */
export type RowAction = {
  /** The tooltip, the menu item's text and the accessible name, e.g. "Edit Ada". */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  /** Drawn in the error colour (delete, leave). */
  danger?: boolean;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/**
 * A row's actions: icon buttons, or when `compact` (a phone) one "⋮" button named after the row
 * ("Actions for Ada") opening a menu of the same actions.
 */
export function RowActionList({
  actions,
  rowLabel,
  compact,
}: {
  actions: readonly RowAction[];
  rowLabel: string;
  compact: boolean;
}) {
  if (actions.length === 0) return null;
  if (compact) return <RowActionMenu actions={actions} rowLabel={rowLabel} />;
  return (
    <>
      {actions.map((action) => (
        <RowButton key={action.label} {...action} />
      ))}
    </>
  );
}

function RowActionMenu({ actions, rowLabel }: { actions: readonly RowAction[]; rowLabel: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('list.rowMenu', { name: rowLabel })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map(({ label, icon, disabled, danger, onClick, to }) => {
          const colour = danger ? { color: 'error.main' } : undefined;
          const content = (
            <>
              <ListItemIcon sx={colour}>{icon}</ListItemIcon>
              <ListItemText sx={colour}>{label}</ListItemText>
            </>
          );
          return to === undefined ? (
            <MenuItem
              key={label}
              disabled={disabled}
              onClick={() => {
                close();
                onClick();
              }}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem key={label} component={RouterLink} to={to} disabled={disabled} onClick={close}>
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

type RowActionsProps = {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A list row's Edit and Delete buttons. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <RowButton label={editLabel} icon={<EditIcon fontSize="small" />} onClick={onEdit} />
      <RowButton label={deleteLabel} icon={<DeleteIcon fontSize="small" />} onClick={onDelete} />
    </>
  );
}

/** A list row's Edit and Delete actions, as data (ListShell's rowActionItems). */
export function editDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: RowActionsProps): RowAction[] {
  return [
    { label: editLabel, icon: <EditIcon fontSize="small" />, onClick: onEdit },
    { label: deleteLabel, icon: <DeleteIcon fontSize="small" />, onClick: onDelete },
  ];
}
