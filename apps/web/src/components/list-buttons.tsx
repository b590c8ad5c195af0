import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type AddProps = { label: string } & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A list's Add button (the main action): opens an editor, or goes to the route `to`. */
export function AddButton({ label, onClick, to }: AddProps) {
  return to === undefined ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={to} nativeButton={false}>
      {label}
    </Button>
  );
}

type ImportProps = { label: string; onClick: () => void };

/** A list's Import (CSV) button, beside its Add button. */
export function ImportButton({ label, onClick }: ImportProps) {
  return (
    <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={onClick}>
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
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {addButton}
        {importButton}
      </Stack>
    ),
  };
}
