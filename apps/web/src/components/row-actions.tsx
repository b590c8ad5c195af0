import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../lib/chunk.ts';
import { deleteIcon, editIcon, moreVertIcon } from './icon-paths.ts';
import { lazyThemed, loadMuiTheme } from './lazy-themed.tsx';
import { IconButton, IconLinkButton } from './plain-button.tsx';
import { SvgIcon } from './svg-icon.tsx';
import { Tooltip } from './tooltip.tsx';

// On a phone a row's actions are a menu (MUI's Menu), loaded when first opened, fetched as soon
// as its button is pointed at or focused (issue 31: the first screen without MUI).
const importMenu = () => loadChunk(() => import('./row-action-menu.tsx'));
const prefetchMenu = () => void Promise.all([importMenu(), loadMuiTheme()]).catch(() => {});
const RowActionMenuList = lazyThemed(() => importMenu().then((m) => m.RowActionMenuList));

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
  // A disabled link is a disabled button: nothing to follow.
  const button =
    to === undefined || disabled ? (
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={color}>
        {icon}
      </IconButton>
    ) : (
      <IconLinkButton to={to} aria-label={label} color={color}>
        {icon}
      </IconLinkButton>
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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('list.rowMenu', { name: rowLabel })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onPointerEnter={prefetchMenu}
        onFocus={prefetchMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <SvgIcon path={moreVertIcon} />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <RowActionMenuList id={menuId} anchor={anchor} actions={actions} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
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
      <RowButton label={editLabel} icon={<SvgIcon path={editIcon} fontSize="small" />} onClick={onEdit} />
      <RowButton
        label={deleteLabel}
        icon={<SvgIcon path={deleteIcon} fontSize="small" />}
        onClick={onDelete}
      />
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
    { label: editLabel, icon: <SvgIcon path={editIcon} fontSize="small" />, onClick: onEdit },
    { label: deleteLabel, icon: <SvgIcon path={deleteIcon} fontSize="small" />, onClick: onDelete },
  ];
}
