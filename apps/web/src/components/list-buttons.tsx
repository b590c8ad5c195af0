import type { ReactNode } from 'react';
import { addIcon, uploadFileIcon } from './icon-paths.ts';
import styles from './list-buttons.module.css';
import { Button, LinkButton } from './plain-button.tsx';

type AddProps = { label: string } & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A list's Add button (the main action): opens an editor, or goes to the route `to`. */
export function AddButton({ label, onClick, to }: AddProps) {
  return to === undefined ? (
    <Button variant="contained" startIcon={addIcon} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <LinkButton variant="contained" startIcon={addIcon} to={to}>
      {label}
    </LinkButton>
  );
}

type ImportProps = { label: string; onClick: () => void };

/** A list's Import (CSV) button, beside its Add button. */
export function ImportButton({ label, onClick }: ImportProps) {
  return (
    <Button variant="outlined" startIcon={uploadFileIcon} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * A list's Add and Import buttons, for editors only (nothing for viewers): Import then Add in the
 * page header once the list has rows, Add then Import in its empty state before.
 */
export function editorListButtons({
  editable,
  hasRows,
  add,
  importCsv,
}: {
  editable: boolean;
  hasRows: boolean;
  add: AddProps;
  importCsv: ImportProps;
}): { header: ReactNode; empty: ReactNode } {
  if (!editable) return { header: null, empty: undefined };
  const addButton = <AddButton {...add} />;
  const importButton = <ImportButton {...importCsv} />;
  return {
    header: hasRows ? (
      <>
        {importButton}
        {addButton}
      </>
    ) : null,
    empty: (
      <div className={styles.row}>
        {addButton}
        {importButton}
      </div>
    ),
  };
}
