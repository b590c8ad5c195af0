import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** A thin progress bar along the top while its data loads or refreshes. */
  busy?: boolean;
  busyLabel: string;
  children: ReactNode;
};

/** A titled card of a detail screen (a section named by its heading), with a progress bar when busy. */
export function SectionCard({ title, busy = false, busyLabel, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy}
      sx={{ p: 2, position: 'relative', overflow: 'hidden' }}
    >
      {busy ? (
        <LinearProgress aria-label={busyLabel} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      ) : null}
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
