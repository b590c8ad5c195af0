import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import ShareIcon from '@mui/icons-material/Share';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DashboardRange } from '@pinpoint/shared/widgets/range.ts';
import type { WidgetType } from '@pinpoint/shared/widgets/widget.ts';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../components/widgets/range-picker.tsx';
import { WidgetPalette } from '../../components/widgets/widget-palette.tsx';

type Props = {
  name: string;
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  /** Editors' tools (palette, undo, share); none for viewers and in fullscreen. */
  editing: {
    onAdd: (type: WidgetType) => void;
    onUndo: () => void;
    canUndo: boolean;
    onShare: () => void;
  } | null;
  fullscreen: boolean;
  onFullscreen: () => void;
  onLeaveFullscreen: () => void;
};

/** The dashboard's header: its name, its range, and the editor's and wall screen's buttons. */
export function DashboardToolbar({
  name,
  range,
  onRangeChange,
  editing,
  fullscreen,
  onFullscreen,
  onLeaveFullscreen,
}: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2, justifyContent: 'space-between' }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <RangePicker value={range} onChange={onRangeChange} />
        {editing ? (
          <>
            <Tooltip title={t('dashboards.undo')}>
              <span>
                <IconButton
                  aria-label={t('dashboards.undo')}
                  onClick={editing.onUndo}
                  disabled={!editing.canUndo}
                >
                  <UndoIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Button variant="outlined" startIcon={<ShareIcon />} onClick={editing.onShare}>
              {t('dashboards.share.open')}
            </Button>
            <WidgetPalette surface="dashboard" onAdd={editing.onAdd} />
          </>
        ) : null}
        {fullscreen ? (
          <Button variant="outlined" startIcon={<FullscreenExitIcon />} onClick={onLeaveFullscreen}>
            {t('dashboards.leaveFullscreen')}
          </Button>
        ) : (
          <Tooltip title={t('dashboards.fullscreen')}>
            <IconButton aria-label={t('dashboards.fullscreen')} onClick={onFullscreen}>
              <FullscreenIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Stack>
  );
}
