import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paletteFor, type WidgetSurface } from '@pinpoint/shared/widgets/registry.ts';
import type { WidgetType } from '@pinpoint/shared/widgets/widget.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetTypeIcon } from './widget-type-icon.tsx';

export type WidgetPaletteProps = {
  /** Where the widgets go: the palette offers the types the registry allows there. */
  surface: WidgetSurface;
  onAdd: (type: WidgetType) => void;
  /** Types left out (one that needs an API this deployment lacks). */
  exclude?: readonly WidgetType[];
  disabled?: boolean;
  /** The button's text; "Add widget" by default. */
  label?: string;
};

/** An "Add widget" button opening a menu of the widget types a surface offers, each with what it shows. */
export function WidgetPalette({ surface, onAdd, exclude = [], disabled = false, label }: WidgetPaletteProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const types = paletteFor(surface).filter((type) => !exclude.includes(type));
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        {label ?? t('widgets.palette.add')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('widgets.palette.label') } }}
      >
        {types.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
            sx={{ maxWidth: 420, whiteSpace: 'normal' }}
          >
            <ListItemIcon>
              <WidgetTypeIcon type={type} />
            </ListItemIcon>
            <ListItemText
              primary={t(`widgets.types.${type}.name`)}
              secondary={t(`widgets.types.${type}.description`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
