import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { widgetRegistry } from '@pinpoint/shared/widgets/registry.ts';
import type { Widget, WidgetType } from '@pinpoint/shared/widgets/widget.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newWidget } from '../../components/widgets/new-widget.ts';
import { WidgetPalette } from '../../components/widgets/widget-palette.tsx';
import { WidgetSettingsDialog } from '../../components/widgets/widget-settings-dialog.tsx';
import { WidgetTypeIcon } from '../../components/widgets/widget-type-icon.tsx';

type Props = {
  widgets: Widget[];
  organisationId: string | null;
  editable: boolean;
  error?: string;
  onChange: (widgets: Widget[]) => void;
};

function IconAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A report's widgets, in the order the files print them: added from the palette of report
 * widgets, each set up in the dashboards' settings dialog, moved up or down, removed.
 */
export function ReportWidgets({ widgets, organisationId, editable, error, onChange }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ widget: Widget; isNew: boolean } | null>(null);
  const titleOf = (widget: Widget) => widget.title || t(`widgets.types.${widget.type}.name`);

  const handleAdd = (type: WidgetType) =>
    setEditing({ widget: newWidget(type, new Set(widgets.map((w) => w.id))), isNew: true });

  const handleSave = (widget: Widget) => {
    onChange(editing?.isNew ? [...widgets, widget] : widgets.map((w) => (w.id === widget.id ? widget : w)));
    setEditing(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...widgets];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      {widgets.length === 0 ? (
        <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
          {t('reports.noWidgets')}
        </Typography>
      ) : (
        <List dense aria-label={t('reports.sections.widgets')}>
          {widgets.map((widget, index) => (
            <ListItem
              key={widget.id}
              divider
              secondaryAction={
                editable ? (
                  <Stack direction="row">
                    <IconAction
                      label={t('reports.widgetSettings', { title: titleOf(widget) })}
                      onClick={() => setEditing({ widget, isNew: false })}
                    >
                      <SettingsIcon fontSize="small" />
                    </IconAction>
                    <IconAction
                      label={t('reports.moveUp', { title: titleOf(widget) })}
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconAction>
                    <IconAction
                      label={t('reports.moveDown', { title: titleOf(widget) })}
                      onClick={() => move(index, 1)}
                      disabled={index === widgets.length - 1}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconAction>
                    <IconAction
                      label={t('reports.removeWidget', { title: titleOf(widget) })}
                      onClick={() => onChange(widgets.filter((w) => w.id !== widget.id))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconAction>
                  </Stack>
                ) : null
              }
              sx={{ pr: editable ? 22 : 2 }}
            >
              <ListItemIcon>
                <WidgetTypeIcon type={widget.type} />
              </ListItemIcon>
              <ListItemText
                primary={titleOf(widget)}
                secondary={[
                  widget.title ? t(`widgets.types.${widget.type}.name`) : null,
                  widgetRegistry[widget.type].maxDevices > 0
                    ? t('reports.deviceCount', { count: widget.devices.length })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {widgets.some((w) => w.type === 'map') ? <Alert severity="info">{t('reports.mapNote')}</Alert> : null}
      {editable ? (
        <div>
          <WidgetPalette surface="report" onAdd={handleAdd} />
        </div>
      ) : null}
      <WidgetSettingsDialog
        widget={editing?.widget ?? null}
        isNew={editing?.isNew ?? false}
        organisationId={organisationId}
        inheritLabel={t('reports.inheritPeriod')}
        onSave={handleSave}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
