import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type RowButtonProps = {
  /** The tooltip and the accessible name, e.g. "Edit Ada". */
  label: string;
  icon: ReactNode;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** One icon button of a list row, named by its tooltip: a click, or a link when given `to`. */
export function RowButton({ label, icon, onClick, to }: RowButtonProps) {
  return (
    <Tooltip title={label}>
      {to === undefined ? (
        <IconButton aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      ) : (
        <IconButton component={RouterLink} to={to} nativeButton={false} aria-label={label}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
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
