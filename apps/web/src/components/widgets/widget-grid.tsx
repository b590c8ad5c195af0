import 'react-grid-layout/css/styles.css';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  type Breakpoint,
  columns,
  type LayoutItem,
  type Layouts,
  phoneColumn,
  ROW_HEIGHT,
  replaceBreakpoint,
} from '@pinpoint/shared/widgets/layout.ts';
import { widgetRegistry } from '@pinpoint/shared/widgets/registry.ts';
import type { StoredWidget, WidgetType } from '@pinpoint/shared/widgets/widget.ts';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Layout as GridItems, GridLayout } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden.ts';
import { breakpointFor, keyboardChange, keyboardStep, pack, sameItems } from './grid-ops.ts';
import { frameHeaderHeight, WidgetFrame } from './widget-frame.tsx';

/** Space between widgets, in px. */
export const GRID_MARGIN = 12;

export type WidgetSize = { width: number; height: number };

export type WidgetGridProps = {
  /** The grid's accessible name, e.g. the dashboard's. */
  label: string;
  widgets: readonly StoredWidget[];
  layouts: Layouts;
  /** Editors drag, resize and use the keyboard; viewers (and phones) see it read only. */
  editable: boolean;
  /** The frame's title of a widget. */
  titleOf: (stored: StoredWidget) => string;
  subtitleOf?: (stored: StoredWidget) => string | undefined;
  /** A widget's body, given the room inside its frame. */
  renderBody: (stored: StoredWidget, size: WidgetSize) => ReactNode;
  /** Buttons in a widget's header (settings, remove). */
  renderActions?: (stored: StoredWidget) => ReactNode;
  /** A thin progress bar on every frame while the data refreshes. */
  busy?: boolean;
  /**
   * A drag or resize that ended, or a keyboard step, on the breakpoint shown: the layouts with
   * that breakpoint's layout replaced. Never called on mount or on a width change.
   */
  onLayoutsChange?: (next: Layouts) => void;
  /** A fixed width (tests, previews); measured from the container otherwise. */
  width?: number;
  /** Told the container's width as it changes (the data's width class). */
  onWidth?: (width: number) => void;
};

/** The container's width in px as it resizes. */
function useContainerWidth(fixed: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(fixed ?? null);
  useEffect(() => {
    if (fixed !== undefined) {
      setWidth(fixed);
      return;
    }
    const element = ref.current;
    if (!element) return;
    const measure = (px: number) =>
      setWidth((current) => (current === Math.floor(px) ? current : Math.floor(px)));
    measure(element.getBoundingClientRect().width || window.innerWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width;
      if (next) measure(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fixed]);
  return { ref, width };
}

const typeOf = (stored: StoredWidget) => (stored.ok ? stored.widget.type : stored.type);
const heightOf = (h: number) => h * ROW_HEIGHT + (h - 1) * GRID_MARGIN;

/**
 * Widgets on a responsive grid (react-grid-layout v2): 12, 8 or 4 columns by the container's
 * width, and under 600 px one column in the large layout's reading order. Editors drag a widget
 * by its header and resize it by its corner; the focused widget moves with the arrow keys and
 * resizes with Shift and the arrows, announced to screen readers. Only a finished drag, resize or
 * key press reports a change, for the breakpoint shown: mounting or resizing the window saves nothing.
 */
export function WidgetGrid({
  label,
  widgets,
  layouts,
  editable,
  titleOf,
  subtitleOf,
  renderBody,
  renderActions,
  busy = false,
  onLayoutsChange,
  width: fixedWidth,
  onWidth,
}: WidgetGridProps) {
  const { t } = useTranslation();
  const { ref, width } = useContainerWidth(fixedWidth);
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const byId = new Map(widgets.map((stored) => [stored.ok ? stored.widget.id : stored.id, stored]));

  useEffect(() => {
    if (width !== null) onWidth?.(width);
  }, [width, onWidth]);

  const bp: Breakpoint | null = width === null ? null : breakpointFor(width);
  const canEdit = editable && bp !== null && Boolean(onLayoutsChange);

  const frame = (stored: StoredWidget, size: WidgetSize, item: LayoutItem | null) => {
    const title = titleOf(stored);
    const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (!canEdit || !bp || !item || event.target !== event.currentTarget) return;
      const change = keyboardChange(event.key, event.shiftKey);
      if (!change) return;
      event.preventDefault();
      const next = keyboardStep(layouts, bp, item.i, typeOf(stored), change);
      const moved = next?.[bp].find((candidate) => candidate.i === item.i);
      if (!next || !moved) {
        setAnnouncement(
          t(change.kind === 'move' ? 'widgets.grid.cannotMove' : 'widgets.grid.cannotResize', { title }),
        );
        return;
      }
      onLayoutsChange?.(next);
      setAnnouncement(
        change.kind === 'move'
          ? t('widgets.grid.moved', { title, column: moved.x + 1, row: moved.y + 1 })
          : t('widgets.grid.resized', { title, width: moved.w, height: moved.h }),
      );
    };
    return (
      <WidgetFrame
        title={title}
        subtitle={subtitleOf?.(stored)}
        actions={renderActions?.(stored)}
        busy={busy}
        busyLabel={t('widgets.refreshing')}
        draggable={canEdit}
        focusProps={
          canEdit ? { tabIndex: 0, onKeyDown: handleKeyDown, 'aria-describedby': instructionsId } : undefined
        }
      >
        {renderBody(stored, {
          width: size.width,
          height: Math.max(0, size.height - frameHeaderHeight - 2),
        })}
      </WidgetFrame>
    );
  };

  let content: ReactNode = null;
  if (width !== null && bp === null) {
    // A phone: one column, the large layout's reading order, read only.
    content = (
      <Stack sx={{ gap: `${GRID_MARGIN}px` }}>
        {phoneColumn(layouts)
          .filter((item) => byId.has(item.i))
          .map((item) => {
            const stored = byId.get(item.i) as StoredWidget;
            const height = heightOf(item.h);
            return (
              <Box key={item.i} data-widget-id={item.i} sx={{ height }}>
                {frame(stored, { width, height }, null)}
              </Box>
            );
          })}
      </Stack>
    );
  } else if (width !== null && bp !== null) {
    const cols = columns[bp];
    const colWidth = (width - GRID_MARGIN * (cols - 1)) / cols;
    const items = layouts[bp].filter((item) => byId.has(item.i));
    const gridItems: GridItems = items.map((item) => {
      const min = widgetRegistry[typeOf(byId.get(item.i) as StoredWidget) as WidgetType]?.minSize ?? {
        w: 1,
        h: 1,
      };
      return { ...item, minW: Math.min(cols, Math.max(1, Math.round((min.w * cols) / 12))), minH: min.h };
    });
    const commit = (next: GridItems) => {
      if (!onLayoutsChange) return;
      const plain = next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
      // A click on a header or a drag back to where it was changes nothing: nothing to save.
      if (sameItems(plain, pack(items, cols))) return;
      onLayoutsChange(replaceBreakpoint(layouts, bp, plain));
    };
    content = (
      <GridLayout
        width={width}
        layout={gridItems}
        gridConfig={{
          cols,
          rowHeight: ROW_HEIGHT,
          margin: [GRID_MARGIN, GRID_MARGIN],
          containerPadding: [0, 0],
        }}
        dragConfig={{
          enabled: canEdit,
          handle: '.widget-drag-handle',
          cancel: 'button, a, input, textarea, .no-drag',
        }}
        resizeConfig={{ enabled: canEdit, handles: ['se'] }}
        onDragStop={commit}
        onResizeStop={commit}
      >
        {items.map((item) => {
          const stored = byId.get(item.i) as StoredWidget;
          const size = { width: colWidth * item.w + GRID_MARGIN * (item.w - 1), height: heightOf(item.h) };
          return (
            <div key={item.i} data-widget-id={item.i}>
              {frame(stored, size, item)}
            </div>
          );
        })}
      </GridLayout>
    );
  }

  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      data-columns={bp ? columns[bp] : width === null ? undefined : 1}
      sx={{
        width: '100%',
        '& .react-grid-placeholder': { bgcolor: 'primary.main', opacity: 0.15, borderRadius: 1 },
        '& .react-resizable-handle': { zIndex: 2 },
        '& .react-resizable-handle::after': { borderColor: 'text.secondary' },
      }}
    >
      {canEdit ? (
        <Box id={instructionsId} sx={visuallyHidden}>
          {t('widgets.grid.instructions')}
        </Box>
      ) : null}
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {content}
    </Box>
  );
}
