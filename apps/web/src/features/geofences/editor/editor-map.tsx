import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LayersClearIcon from '@mui/icons-material/LayersClearOutlined';
import PanToolOutlinedIcon from '@mui/icons-material/PanToolOutlined';
import PentagonOutlinedIcon from '@mui/icons-material/PentagonOutlined';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { GeofenceType, LatLon, Shape } from '@pinpoint/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrawChange, DrawLayer, type DrawTool } from '../../../components/map/draw/draw-layer.tsx';
import { FitBounds } from '../../../components/map/fit-bounds.tsx';
import { MapView } from '../../../components/map/map-view.tsx';

/** Where the map should look: it fits these points each time the key changes. */
export type MapFocus = { points: LatLon[]; key: string };

type Props = {
  label: string;
  kind: GeofenceType;
  tool: DrawTool;
  shape: Shape | null;
  editable: boolean;
  focus: MapFocus | null;
  onTool: (tool: DrawTool) => void;
  onDrawn: (shape: Shape, how: DrawChange) => void;
  onFit: () => void;
  onClear: () => void;
};

const instructionKeys = {
  view: 'view',
  draw: { circle: 'drawCircle', polygon: 'drawPolygon' },
  edit: { circle: 'editCircle', polygon: 'editPolygon' },
} as const;

/** The geofence on the map, with its drawing tools and what the current tool does. */
export function EditorMap({
  label,
  kind,
  tool,
  shape,
  editable,
  focus,
  onTool,
  onDrawn,
  onFit,
  onClear,
}: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const instructionsId = useId();
  const entry = instructionKeys[tool];
  const instruction = !editable ? 'readOnly' : typeof entry === 'string' ? entry : entry[kind];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack sx={{ p: 1.5, gap: 1 }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('geofenceEditor.tools.label')}
          aria-describedby={instructionsId}
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {editable ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={tool}
              onChange={(_event, next: DrawTool | null) => {
                if (next) onTool(next);
              }}
            >
              <ToggleButton value="view" sx={{ gap: 0.75 }}>
                <PanToolOutlinedIcon fontSize="small" aria-hidden="true" />
                {t('geofenceEditor.tools.view')}
              </ToggleButton>
              <ToggleButton value="draw" sx={{ gap: 0.75 }}>
                {kind === 'circle' ? (
                  <CircleOutlinedIcon fontSize="small" aria-hidden="true" />
                ) : (
                  <PentagonOutlinedIcon fontSize="small" aria-hidden="true" />
                )}
                {kind === 'circle'
                  ? t('geofenceEditor.tools.drawCircle')
                  : t('geofenceEditor.tools.drawPolygon')}
              </ToggleButton>
              <ToggleButton value="edit" disabled={!shape} sx={{ gap: 0.75 }}>
                <EditOutlinedIcon fontSize="small" aria-hidden="true" />
                {t('geofenceEditor.tools.edit')}
              </ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          <Button size="small" startIcon={<ZoomOutMapIcon />} disabled={!shape} onClick={onFit}>
            {t('geofenceEditor.tools.fit')}
          </Button>
          {editable ? (
            <Button
              size="small"
              color="inherit"
              startIcon={<LayersClearIcon />}
              disabled={!shape}
              onClick={onClear}
            >
              {t('geofenceEditor.tools.clear')}
            </Button>
          ) : null}
        </Stack>
        <Typography
          id={instructionsId}
          variant="body2"
          aria-live="polite"
          // Room for the longest instructions, so the map does not move when the tool changes.
          sx={{ color: 'text.secondary', minHeight: { md: '4.3em' } }}
        >
          {t(`geofenceEditor.instructions.${instruction}`)}
          {editable ? ` ${t('geofenceEditor.instructions.typed')}` : ''}
        </Typography>
      </Stack>
      <Box sx={{ height: { xs: 360, md: 'max(480px, calc(100vh - 260px))' } }}>
        <MapView label={label}>
          <DrawLayer
            id="geofence-draw"
            kind={kind}
            tool={editable ? tool : 'view'}
            shape={shape}
            colour={theme.palette.primary.main}
            onChange={onDrawn}
          />
          {focus ? <FitBounds points={focus.points} fitKey={focus.key} maxZoom={16} /> : null}
        </MapView>
      </Box>
    </Paper>
  );
}
