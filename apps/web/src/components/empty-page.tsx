import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

type Props = {
  title: string;
  emptyTitle: string;
  emptyText: string;
  icon?: ReactNode;
  headerActions?: ReactNode;
  emptyAction?: ReactNode;
};

/** A screen's title and its empty state: the shape of every screen at this stage. */
export function EmptyPage({ title, emptyTitle, emptyText, icon, headerActions, emptyAction }: Props) {
  return (
    <Box>
      <PageHeader title={title} actions={headerActions} />
      <EmptyState icon={icon} title={emptyTitle} text={emptyText} action={emptyAction} />
    </Box>
  );
}
