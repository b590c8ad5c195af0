import CheckIcon from '@mui/icons-material/Check';
import DateRangeIcon from '@mui/icons-material/DateRange';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type DashboardRange, dashboardRangeSchema } from '@pinpoint/shared/widgets/range.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeFields, rangeLabel, rangePresets } from './range-fields.tsx';

type Props = {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
  /** The presets offered (a share link may allow only some); every preset by default. */
  presets?: DashboardRange[];
  /** Offer a custom range (two fixed ends or any last N). */
  custom?: boolean;
  disabled?: boolean;
};

const same = (a: DashboardRange, b: DashboardRange) => JSON.stringify(a) === JSON.stringify(b);

/** The range a dashboard shows: a button naming it, a menu of presets and a custom range. */
export function RangePicker({
  value,
  onChange,
  presets = rangePresets,
  custom = true,
  disabled = false,
}: Props) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<DashboardRange | null>(null);
  const label = rangeLabel(t, value);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DateRangeIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={t('widgets.range.choose', { range: label })}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {presets.map((preset) => {
          const selected = same(preset, value);
          return (
            <MenuItem
              key={rangeLabel(t, preset)}
              selected={selected}
              onClick={() => {
                setAnchor(null);
                if (!selected) onChange(preset);
              }}
            >
              <ListItemIcon>{selected ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{rangeLabel(t, preset)}</ListItemText>
            </MenuItem>
          );
        })}
        {custom ? <Divider /> : null}
        {custom ? (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setEditing(value);
            }}
          >
            <ListItemIcon />
            <ListItemText>{t('widgets.range.custom')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
      {editing ? (
        <CustomRangeDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onApply={(range) => {
            setEditing(null);
            if (!same(range, value)) onChange(range);
          }}
        />
      ) : null}
    </>
  );
}

function CustomRangeDialog({
  initial,
  onApply,
  onClose,
}: {
  initial: DashboardRange;
  onApply: (range: DashboardRange) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [range, setRange] = useState<DashboardRange>(initial);
  const parsed = dashboardRangeSchema.safeParse(range);
  const errors: Partial<Record<'amount' | 'from' | 'to', string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'amount' || key === 'from' || key === 'to') errors[key] ??= t('widgets.range.invalid');
    }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('widgets.range.customTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <RangeFields
          value={range}
          onChange={(next) => setRange(next as DashboardRange)}
          allowInherit={false}
          errors={errors}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!parsed.success}
          onClick={() => parsed.success && onApply(parsed.data)}
        >
          {t('widgets.range.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
