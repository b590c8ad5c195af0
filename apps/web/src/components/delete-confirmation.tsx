import type { ParseKeys } from 'i18next';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../lib/chunk.ts';
import { useUiStore } from '../lib/ui-store.ts';
import { lazyThemed } from './lazy-themed.tsx';

// The dialog (MUI's Dialog and TextField) loads when a delete is first asked, not with the list.
const ConfirmDialog = lazyThemed(() =>
  loadChunk(() => import('./confirm-dialog.tsx')).then((m) => m.ConfirmDialog),
);

/**
 * The catalogue keys of a delete: the snackbar once done, the dialog's title and its text, each
 * for one row ({{name}}) and for many ({{count}}). The "many" keys may be left out where rows are
 * only ever deleted one at a time.
 */
export type DeleteTexts = {
  deletedOne: ParseKeys;
  deletedMany?: ParseKeys;
  titleOne: ParseKeys;
  titleMany?: ParseKeys;
  confirmOne: ParseKeys;
  confirmMany?: ParseKeys;
};

/** The list screens whose section names its delete texts the usual way (deletedOne, deleteTitleOne, ...). */
type ListSection = 'contacts' | 'bases' | 'geofences' | 'devices';

/** `<section>.deletedOne`, `.deletedMany`, `.deleteTitleOne`, `.deleteTitleMany`, `.deleteOne`, `.deleteMany`. */
export const listDeleteTexts = (section: ListSection): DeleteTexts => ({
  deletedOne: `${section}.deletedOne`,
  deletedMany: `${section}.deletedMany`,
  titleOne: `${section}.deleteTitleOne`,
  titleMany: `${section}.deleteTitleMany`,
  confirmOne: `${section}.deleteOne`,
  confirmMany: `${section}.deleteMany`,
});

type Options<T> = {
  /** Deletes the rows; rejects when the server refuses. */
  remove: (rows: T[]) => Promise<unknown>;
  /** What a row is called in the texts of one. */
  nameOf: (row: T) => string;
  texts: DeleteTexts;
  /** The error snackbar's text for a failed delete. */
  failure: (error: unknown) => string;
};

/**
 * A list's delete flow: `ask(rows)` opens a confirmation (one or many), which deletes them, says
 * so in a snackbar and closes; on failure it says why and stays open, the rows kept. Render
 * `dialog` once in the screen.
 */
export function useDeleteConfirmation<T>({ remove, nameOf, texts, failure }: Options<T>): {
  ask: (rows: T[]) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  const [deleting, setDeleting] = useState<T[] | null>(null);
  // Kept mounted once asked, so the dialog closes with its transition.
  const [asked, setAsked] = useState(false);
  if (deleting !== null && !asked) setAsked(true);
  const [first] = deleting ?? [];
  const one = deleting?.length === 1;

  const handleConfirm = async () => {
    const rows = deleting ?? [];
    try {
      await remove(rows);
      const [only] = rows;
      notify(
        rows.length === 1 && only !== undefined
          ? t(texts.deletedOne, { name: nameOf(only) })
          : t(texts.deletedMany ?? texts.deletedOne, { count: rows.length }),
        'success',
      );
      setDeleting(null);
    } catch (error) {
      notify(failure(error), 'error');
    }
  };

  const dialog = asked ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={deleting !== null}
        title={one ? t(texts.titleOne) : t(texts.titleMany ?? texts.titleOne)}
        text={
          one
            ? t(texts.confirmOne, { name: first === undefined ? '' : nameOf(first) })
            : t(texts.confirmMany ?? texts.confirmOne, { count: deleting?.length ?? 0 })
        }
        confirmLabel={t('common.delete')}
        onConfirm={handleConfirm}
        onClose={() => setDeleting(null)}
      />
    </Suspense>
  ) : null;

  return { ask: setDeleting, dialog };
}
