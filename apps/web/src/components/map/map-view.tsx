import 'maplibre-gl/dist/maplibre-gl.css';
import MapOffIcon from '@mui/icons-material/LocationOff';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Map as MapGl, type MapRef, NavigationControl } from 'react-map-gl/maplibre';
import { useConfig } from '../../lib/config.ts';
import { BasemapNotice, useBasemapHealth } from './basemap-fallback.tsx';
import { defaultCentre, defaultZoom, type LatLon } from './lat-lon.ts';
import { canDrawMaps, loadMapLibre } from './load-maplibre.ts';
import { backgroundColours, backgroundLayerId, type MapTheme, mapStyleFor, plainStyle } from './map-style.ts';
import { useMapInstance } from './use-map-instance.ts';

type Props = {
  /** The map's accessible name, e.g. "Map of devices". */
  label: string;
  centre?: LatLon;
  zoom?: number;
  /** Layers and controls: components that draw on this map (they get it from context). */
  children?: ReactNode;
  height?: number | string;
};

/**
 * A MapLibre map in the deployment's style (config mapStyle, mapStyleDark, mapPmtiles) and the
 * current theme. Layers are its children. When the basemap cannot be reached it falls back to a
 * plain background with the same layers and says so. Without WebGL it says so instead; the lists
 * beside it carry the same information.
 */
export function MapView({
  label,
  centre = defaultCentre,
  zoom = defaultZoom,
  children,
  height = '100%',
}: Props) {
  const { t } = useTranslation();
  const { mapStyle, mapStyleDark, mapAccessToken, mapPmtiles, mapGlyphs } = useConfig();
  const theme = useTheme();
  const mode: MapTheme = theme.palette.mode;
  const configured = useMemo(
    () => mapStyleFor({ mapStyle, mapStyleDark, mapAccessToken, mapPmtiles, mapGlyphs }, mode),
    [mapStyle, mapStyleDark, mapAccessToken, mapPmtiles, mapGlyphs, mode],
  );
  // A style URL that changes with the theme (light and dark vector styles) mounts a new map, which
  // tries its basemap afresh; a style object (plain, or the operator's PMTiles) keeps its map.
  const mapKey = typeof configured === 'string' ? configured : 'style';
  // The basemap failed (unreachable style or tiles): a plain style instead, for this map, so the
  // layers (markers, geofences, tracks) are drawn anyway, with a notice.
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const failed = failedKey === mapKey;
  const fallback = useMemo(() => plainStyle(mode), [mode]);
  const style = failed ? fallback : configured;
  const remote = typeof configured === 'string' || Object.keys(configured.sources).length > 0;
  const mapRef = useRef<MapRef>(null);
  const basemapHandlers = useBasemapHealth({
    mapKey,
    watching: remote && !failed,
    onFail: setFailedKey,
    getMap: () => mapRef.current?.getMap(),
  });
  const [drawable] = useState(canDrawMaps);
  const mapLib = useMemo(() => (drawable ? loadMapLibre() : null), [drawable]);

  if (!drawable || !mapLib) {
    return (
      <Stack
        role="note"
        sx={{ height, minHeight: 200, alignItems: 'center', justifyContent: 'center', gap: 1, p: 3 }}
      >
        <MapOffIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
        <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{t('map.unavailable')}</Typography>
      </Stack>
    );
  }

  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        width: '100%',
        position: 'relative',
        // MapLibre's popups and controls in the app's theme.
        '& .maplibregl-popup-content': {
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
          borderRadius: 1,
        },
        '& .maplibregl-popup-anchor-bottom .maplibregl-popup-tip': { borderTopColor: 'background.paper' },
        '& .maplibregl-popup-anchor-top .maplibregl-popup-tip': { borderBottomColor: 'background.paper' },
        '& .maplibregl-popup-close-button': { color: 'text.secondary', fontSize: 18, px: 0.75 },
      }}
    >
      <MapGl
        key={mapKey}
        ref={mapRef}
        mapLib={mapLib}
        mapStyle={style}
        initialViewState={{ latitude: centre.lat, longitude: centre.lon, zoom }}
        attributionControl={{ compact: true }}
        style={{ width: '100%', height: '100%' }}
        // A new style is loaded whole (no diff): the layers' components add theirs again to it.
        styleDiffing={false}
        onError={basemapHandlers.onError}
        onSourceData={basemapHandlers.onSourceData}
        dragRotate={false}
        touchPitch={false}
        locale={{
          'NavigationControl.ZoomIn': t('map.zoomIn'),
          'NavigationControl.ZoomOut': t('map.zoomOut'),
          'Popup.Close': t('map.closePopup'),
          'AttributionControl.ToggleAttribution': t('map.attribution'),
          'Map.Title': t('map.title'),
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {!remote && <ThemeSync mode={mode} />}
        {children}
      </MapGl>
      {remote && <BasemapNotice shown={failed} />}
    </Box>
  );
}

/** Follows theme changes on the plain style's background. */
function ThemeSync({ mode }: { mode: MapTheme }) {
  const map = useMapInstance();
  useEffect(() => {
    if (!map) return;
    const apply = () => {
      try {
        if (map.getLayer(backgroundLayerId))
          map.setPaintProperty(backgroundLayerId, 'background-color', backgroundColours[mode]);
      } catch {
        // The style is not loaded yet: applied on its load.
      }
    };
    apply();
    map.on('load', apply);
    return () => {
      map.off('load', apply);
    };
  }, [map, mode]);
  return null;
}
