import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import DeleteIcon from '@mui/icons-material/Delete';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Layouts, normalise, remove } from '@pinpoint/shared/widgets/layout.ts';
import type { DashboardRange } from '@pinpoint/shared/widgets/range.ts';
import {
  parseStoredWidgets,
  type StoredWidget,
  type Widget,
  type WidgetType,
} from '@pinpoint/shared/widgets/widget.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { placeInFirstGap } from '../../components/widgets/grid-ops.ts';
import { newWidget } from '../../components/widgets/new-widget.ts';
import { useWidgetEnvironment } from '../../components/widgets/use-widget-environment.ts';
import { WidgetGrid } from '../../components/widgets/widget-grid.tsx';
import { WidgetPalette } from '../../components/widgets/widget-palette.tsx';
import { WidgetSettingsDialog } from '../../components/widgets/widget-settings-dialog.tsx';
import { WidgetView, widgetSubtitle, widgetTitle } from '../../components/widgets/widget-view.tsx';
import { canManage, useSelectedRole } from '../../lib/roles.ts';
import { useDashboardData } from '../../lib/widgets/widget-data.ts';
import type { Dashboard } from './api.ts';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { useDashboardEditor } from './use-dashboard-editor.ts';
import { useFullscreen } from './use-fullscreen.ts';

const idOf = (stored: StoredWidget) => (stored.ok ? stored.widget.id : stored.id);
const typeOf = (stored: StoredWidget) => (stored.ok ? stored.widget.type : stored.type);

/** Ctrl+Z (Cmd+Z) outside text fields and dialogs undoes the last change. */
function useUndoKey(onUndo: (() => void) | null) {
  useEffect(() => {
    if (!onUndo) return;
    const handleKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      event.preventDefault();
      onUndo();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onUndo]);
}

/**
 * A loaded dashboard: its toolbar, its widgets on the grid with their data (one request for all,
 * live from the organisation's socket), and for editors the palette, settings, undo and sharing.
 * Viewers and the fullscreen wall screen see it read only.
 */
export function DashboardScreen({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const role = useSelectedRole();
  const { isFullscreen, enter, leave } = useFullscreen();
  const editable = canManage(role) && !isFullscreen;
  const editor = useDashboardEditor(dashboard);
  const [viewRange, setViewRange] = useState<DashboardRange | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [editing, setEditing] = useState<Widget | null>(null);
  const [sharing, setSharing] = useState(false);

  const stored = useMemo(() => parseStoredWidgets(dashboard.widgets), [dashboard.widgets]);
  const layouts = useMemo(
    () =>
      normalise(
        dashboard.layouts,
        stored.map((s) => ({ id: idOf(s), type: typeOf(s) })),
      ),
    [dashboard.layouts, stored],
  );
  // Editors change the saved range; a viewer's choice is theirs alone.
  const range = canManage(role) ? dashboard.range : (viewRange ?? dashboard.range);
  const data = useDashboardData({ dashboardId: dashboard.id, range, widgets: stored, widthPx: width });
  const env = useWidgetEnvironment({ devices: data.data?.devices ?? {}, range: data.data?.range ?? null });
  const onWidth = useCallback((px: number) => setWidth(px), []);
  useUndoKey(editable ? editor.undo : null);

  // A new widget is set up first and added on Save (as ThingsBoard and Datacake do): Cancel leaves
  // the saved dashboard, and so its public link, as it was.
  const handleAdd = (type: WidgetType) => setEditing(newWidget(type, new Set(stored.map(idOf))));
  const handleSaveWidget = (widget: Widget) => {
    const before = dashboard.widgets.find((w) => w.id === widget.id);
    if (!before) {
      editor.change({ widgets: [...dashboard.widgets, widget], layouts: placeInFirstGap(layouts, widget) });
      setEditing(null);
      return;
    }
    // Saving unchanged settings is no change: nothing to send or undo.
    if (JSON.stringify(before) !== JSON.stringify(widget))
      editor.change({ widgets: dashboard.widgets.map((w) => (w.id === widget.id ? widget : w)) });
    setEditing(null);
  };
  const handleRemove = (id: string) =>
    editor.change({ widgets: dashboard.widgets.filter((w) => w.id !== id), layouts: remove(layouts, id) });
  const handleLayouts = (next: Layouts) => editor.change({ layouts: next });
  const handleRange = (next: DashboardRange) =>
    canManage(role) ? editor.change({ range: next }) : setViewRange(next);

  const actions = (item: StoredWidget) => {
    if (!editable) return null;
    const title = widgetTitle(t, item);
    return (
      <>
        {item.ok ? (
          <Tooltip title={t('dashboards.widgetSettings', { title })}>
            <IconButton
              size="small"
              aria-label={t('dashboards.widgetSettings', { title })}
              onClick={() => setEditing(item.widget)}
            >
              <SettingsIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={t('dashboards.removeWidget', { title })}>
          <IconButton
            size="small"
            aria-label={t('dashboards.removeWidget', { title })}
            onClick={() => handleRemove(idOf(item))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    );
  };

  return (
    <Box
      sx={
        isFullscreen
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: (theme) => theme.zIndex.appBar + 10,
              bgcolor: 'background.default',
              overflow: 'auto',
              p: 2,
            }
          : { p: { xs: 2, md: 3 } }
      }
    >
      <DashboardToolbar
        name={dashboard.name}
        range={range}
        onRangeChange={handleRange}
        editing={
          editable
            ? {
                onAdd: handleAdd,
                onUndo: editor.undo,
                canUndo: editor.canUndo,
                onShare: () => setSharing(true),
              }
            : null
        }
        fullscreen={isFullscreen}
        onFullscreen={enter}
        onLeaveFullscreen={leave}
      />
      {stored.length === 0 ? (
        <EmptyState
          icon={<DashboardCustomizeIcon />}
          title={t('dashboards.noWidgetsTitle')}
          text={editable ? t('dashboards.noWidgetsEditor') : t('dashboards.noWidgetsViewer')}
          action={editable ? <WidgetPalette surface="dashboard" onAdd={handleAdd} /> : undefined}
        />
      ) : null}
      <WidgetGrid
        label={t('dashboards.gridLabel', { name: dashboard.name })}
        widgets={stored}
        layouts={layouts}
        editable={editable}
        titleOf={(item) => widgetTitle(t, item)}
        subtitleOf={(item) => widgetSubtitle(t, item)}
        renderActions={actions}
        busy={data.isFetching && !data.isPending}
        onLayoutsChange={editable ? handleLayouts : undefined}
        onWidth={onWidth}
        renderBody={(item, size) => (
          <WidgetView
            stored={item}
            result={data.data?.widgets[idOf(item)]}
            error={data.error}
            context={{ ...env.context, size }}
            format={env.format}
            theme={env.theme}
            editable={editable}
          />
        )}
      />
      <WidgetSettingsDialog
        widget={editing}
        isNew={editing !== null && !dashboard.widgets.some((w) => w.id === editing.id)}
        organisationId={dashboard.organisationId}
        inheritLabel={t('dashboards.inheritRange')}
        onSave={handleSaveWidget}
        onClose={() => setEditing(null)}
      />
      {editable ? (
        <ShareDialog
          open={sharing}
          dashboardId={dashboard.id}
          name={dashboard.name}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </Box>
  );
}
