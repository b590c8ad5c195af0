import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';

export type CardColumn = { label: string; align?: 'right' };

/**
 * The small table of an Integrations card (keys, API keys, the inbox): its column headers and
 * a last, unlabelled-on-screen column for each row's actions; the empty text when there are none.
 */
export function CardTable({
  label,
  columns,
  emptyText,
  count,
  children,
}: {
  label: string;
  columns: CardColumn[];
  emptyText: string;
  count: number;
  /** The rows. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (count === 0) return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('integrations.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
