import AddIcon from '@mui/icons-material/Add';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PentagonOutlinedIcon from '@mui/icons-material/PentagonOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type GeofenceType,
  geofenceLimits,
  type LatLon,
  polygonSchema,
  type Shape,
  shapeAreaM2,
} from '@pinpoint/shared';
import { useEffect, useState } from 'react';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/form/number-input.tsx';
import { formatArea } from './area.ts';
import type { EditorOutput, EditorValues, VertexValue } from './form-values.ts';
import { geofenceFieldError } from './messages.ts';

type EditorControl = Control<EditorValues, unknown, EditorOutput>;

type TypeProps = { value: GeofenceType; disabled: boolean; onChange: (type: GeofenceType) => void };

/** Circle or polygon, as two pressed-or-not buttons. */
export function ShapeTypeToggle({ value, disabled, onChange }: TypeProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      disabled={disabled}
      aria-label={t('geofenceEditor.shapeType')}
      onChange={(_event, next: GeofenceType | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="circle" sx={{ gap: 1, px: 2 }}>
        <CircleOutlinedIcon fontSize="small" aria-hidden="true" />
        {t('geofenceEditor.circle')}
      </ToggleButton>
      <ToggleButton value="polygon" sx={{ gap: 1, px: 2 }}>
        <PentagonOutlinedIcon fontSize="small" aria-hidden="true" />
        {t('geofenceEditor.polygon')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** A circle's centre and radius, typed; the map follows them and they follow the map. */
type CircleProps = { control: EditorControl; shape: Shape | null; disabled: boolean };

export function CircleFields({ control, shape, disabled }: CircleProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NumberInput
          control={control}
          name="latitude"
          label={t('geofenceEditor.latitude')}
          disabled={disabled}
        />
        <NumberInput
          control={control}
          name="longitude"
          label={t('geofenceEditor.longitude')}
          disabled={disabled}
        />
      </Box>
      <NumberInput
        control={control}
        name="radius"
        label={t('geofenceEditor.radius')}
        disabled={disabled}
        helperText={t('geofenceEditor.circleHelp')}
      />
      {shape?.type === 'circle' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('geofenceEditor.area', { area: formatArea(shapeAreaM2(shape), i18n.language, t) })}
        </Typography>
      ) : null}
    </Stack>
  );
}

type PolygonProps = {
  control: EditorControl;
  vertices: VertexValue[];
  shape: Shape | null;
  disabled: boolean;
};

/** A polygon's vertex count, area and problems, and its vertices as typed fields. */
export function PolygonFields({ control, vertices, shape, disabled }: PolygonProps) {
  const { t, i18n } = useTranslation();
  const { errors, submitCount } = useFormState({ control, name: 'polygon' });
  const { fields, append, remove } = useFieldArray({ control, name: 'polygon' });
  const polygonError = errors.polygon?.root ?? (errors.polygon?.message ? errors.polygon : undefined);
  // A vertex's own message (e.g. 'Latitude must be a number') opens the list, so it is seen;
  // each save that finds one opens it again.
  const hasVertexErrors = Object.keys(errors.polygon ?? {}).some((key) => /^\d+$/.test(key));
  const [expanded, setExpanded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each save (submitCount) opens it again.
  useEffect(() => {
    if (hasVertexErrors) setExpanded(true);
  }, [hasVertexErrors, submitCount]);
  const message = polygonError
    ? geofenceFieldError(polygonError, t('geofenceEditor.polygonLabel'), t)
    : undefined;

  const handleAdd = () => {
    const first = vertices[0];
    const last = vertices[vertices.length - 1];
    const known = (vertex: VertexValue | undefined): vertex is LatLon =>
      Number.isFinite(vertex?.lat) && Number.isFinite(vertex?.lon);
    // Between the last vertex and the first, so the ring stays closed where it was.
    append(
      known(first) && known(last) && vertices.length > 1
        ? { lat: roundMid(last.lat, first.lat), lon: roundMid(last.lon, first.lon) }
        : { lat: null, lon: null },
    );
  };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="body2" aria-live="polite">
        {[
          t('geofenceEditor.vertexCount', { count: vertices.length }),
          // The area of a polygon that crosses itself means nothing: its message says why.
          shape?.type === 'polygon' && polygonSchema.safeParse(shape.vertices).success
            ? t('geofenceEditor.area', { area: formatArea(shapeAreaM2(shape), i18n.language, t) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {message ? (
        <Alert severity="error" variant="outlined">
          {message}
        </Alert>
      ) : null}
      <Accordion
        variant="outlined"
        disableGutters
        expanded={expanded}
        onChange={(_event, open) => setExpanded(open)}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('geofenceEditor.vertices')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack sx={{ gap: 1 }}>
            {fields.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('geofenceEditor.noVertices')}
              </Typography>
            ) : (
              <Stack
                direction="row"
                aria-hidden="true"
                sx={{ gap: 1, pl: '36px', pr: '48px', typography: 'caption', color: 'text.secondary' }}
              >
                <Box sx={{ flex: 1 }}>{t('geofenceEditor.latitude')}</Box>
                <Box sx={{ flex: 1 }}>{t('geofenceEditor.longitude')}</Box>
              </Stack>
            )}
            {fields.map((field, index) => (
              <Stack key={field.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ minWidth: 28, pt: 1, color: 'text.secondary' }}>
                  {index + 1}
                </Typography>
                {(['lat', 'lon'] as const).map((axis) => (
                  <NumberInput
                    key={axis}
                    control={control}
                    name={`polygon.${index}.${axis}`}
                    label={t(
                      axis === 'lat' ? 'geofenceEditor.vertexLatitude' : 'geofenceEditor.vertexLongitude',
                      {
                        number: index + 1,
                      },
                    )}
                    size="small"
                    disabled={disabled}
                    hiddenLabel
                  />
                ))}
                <IconButton
                  aria-label={t('geofenceEditor.deleteVertex', { number: index + 1 })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                size="small"
                startIcon={<AddIcon />}
                disabled={disabled || fields.length >= geofenceLimits.maxVertices}
                onClick={handleAdd}
              >
                {t('geofenceEditor.addVertex')}
              </Button>
            </Box>
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Stack>
  );
}

const roundMid = (a: number, b: number) => Math.round(((a + b) / 2) * 1e7) / 1e7;
