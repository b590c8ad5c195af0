import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './empty-state.tsx';

/** The link above a detail screen back to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      nativeButton={false}
      size="small"
      sx={{ mb: 1, alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

type MissingProps = {
  back: { to: string; label: string };
  title: string;
  text: string;
  /** A way on, e.g. to the list. */
  action?: { to: string; label: string };
};

/** A detail screen whose item does not exist (or is not the user's): the back link and why. */
export function MissingItem({ back, title, text, action }: MissingProps): ReactNode {
  return (
    <Box>
      <BackLink {...back} />
      <EmptyState
        icon={<SearchOffIcon />}
        title={title}
        text={text}
        action={
          action ? (
            <Button component={RouterLink} to={action.to} variant="contained" nativeButton={false}>
              {action.label}
            </Button>
          ) : undefined
        }
      />
    </Box>
  );
}
