import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';

/** The class of a frame's header: the grid drags widgets by it. */
export const dragHandleClass = 'widget-drag-handle';
/** Height of the header, so a body knows the room it has. */
export const frameHeaderHeight = 44;

export type WidgetFrameProps = {
  title: string;
  /** A short line beside the title: the range when it is the widget's own, a unit. */
  subtitle?: string | undefined;
  /** Buttons at the header's end (settings, remove); they never start a drag. */
  actions?: ReactNode;
  /** A thin progress bar along the top while the data refreshes. */
  busy?: boolean | undefined;
  busyLabel?: string | undefined;
  /** The header is the grid's drag handle (editors on a grid). */
  draggable?: boolean | undefined;
  /** Focus and keyboard handling the grid gives (arrows move, Shift+arrows resize). */
  focusProps?: HTMLAttributes<HTMLElement> | undefined;
  /** The frame's height; it fills its parent by default. */
  height?: number | string | undefined;
  children: ReactNode;
  ref?: Ref<HTMLElement> | undefined;
};

/**
 * One widget's card: a header with its title and actions, and its body filling the rest. Named by
 * its title for assistive technology; the same frame serves dashboards, shares, reports and assets.
 */
export function WidgetFrame({
  title,
  subtitle,
  actions,
  busy = false,
  busyLabel,
  draggable = false,
  focusProps,
  height = '100%',
  children,
  ref,
}: WidgetFrameProps) {
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      aria-busy={busy}
      {...focusProps}
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        position: 'relative',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {busy ? (
        <LinearProgress
          aria-label={busyLabel}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
        />
      ) : null}
      <Stack
        direction="row"
        className={draggable ? dragHandleClass : undefined}
        sx={{
          alignItems: 'center',
          gap: 0.5,
          minHeight: frameHeaderHeight,
          px: 1.5,
          pr: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          cursor: draggable ? 'move' : 'default',
          userSelect: draggable ? 'none' : undefined,
        }}
      >
        {draggable ? (
          <DragIndicatorIcon fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary', ml: -0.5 }} />
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            id={titleId}
            variant="subtitle2"
            component="h2"
            noWrap
            sx={{ fontWeight: 600 }}
            title={title}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" className="no-drag" sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative' }}>{children}</Box>
    </Paper>
  );
}
