import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type MapInstance, styleLoaded } from './use-map-instance.ts';

/** How long the style may take to arrive (a firewall that drops packets never answers). */
export const styleTimeoutMs = 10_000;
/** Basemap tiles that may fail, none having loaded, before the basemap counts as unreachable. */
export const tileErrorLimit = 4;

type MapEvent = { target: MapInstance; sourceId?: string; tile?: unknown };
type MapErrorEvent = MapEvent & { error?: { message?: string } };

/**
 * What decides that a map's basemap cannot be shown: the style could not be fetched or read, a
 * tile source's description failed, or its tiles keep failing with none loaded. Calls `onFail`
 * once; the caller then switches to a plain style so the markers, geofences and tracks are drawn
 * anyway. Fed by the map's own error and source events, which are wired as the map is created,
 * so a style refused at once is seen too.
 */
export function createBasemapHealth(onFail: () => void) {
  let failed = false;
  let tileErrors = 0;
  let tilesLoaded = 0;
  const fail = () => {
    if (failed) return;
    failed = true;
    onFail();
  };
  // The app's own layers are GeoJSON; the basemap's sources are vector or raster tiles.
  const isBasemap = (map: MapInstance, sourceId: string) => {
    const type = map.getSource(sourceId)?.type;
    return type !== undefined && type !== 'geojson';
  };
  return {
    error(event: MapErrorEvent) {
      const map = event.target;
      if (!event.sourceId) {
        if (!styleLoaded(map)) fail();
        return;
      }
      if (!isBasemap(map, event.sourceId)) return;
      if (!event.tile) return fail();
      tileErrors += 1;
      if (tileErrors >= tileErrorLimit && tilesLoaded === 0) fail();
    },
    sourceData(event: MapEvent) {
      if (event.tile && event.sourceId && isBasemap(event.target, event.sourceId)) tilesLoaded += 1;
    },
    /** The style has had its time: a firewall that drops packets never answers. */
    timeUp(map: MapInstance) {
      if (!styleLoaded(map)) fail();
    },
  };
}

/**
 * The map's error and source-data handlers (for MapGl's onError and onSourceData) that watch the
 * basemap while `watching`, for the map `mapKey` names, and its style's time limit.
 */
export function useBasemapHealth({
  mapKey,
  watching,
  onFail,
  getMap,
  timeoutMs = styleTimeoutMs,
}: {
  mapKey: string;
  watching: boolean;
  onFail: (mapKey: string) => void;
  getMap: () => MapInstance | undefined;
  timeoutMs?: number;
}) {
  const latest = useRef({ watching, onFail, getMap });
  latest.current = { watching, onFail, getMap };
  // A new map (another key) starts with a clean slate.
  const health = useMemo(() => createBasemapHealth(() => latest.current.onFail(mapKey)), [mapKey]);

  useEffect(() => {
    if (!watching) return;
    const timer = setTimeout(() => {
      const map = latest.current.getMap();
      if (map) health.timeUp(map);
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [health, watching, timeoutMs]);

  return useMemo(
    () => ({
      onError: (event: MapErrorEvent) => {
        // Handling errors keeps MapLibre from logging them: say what went wrong for whoever looks.
        console.warn('Map:', event.error?.message ?? event.error);
        if (latest.current.watching) health.error(event);
      },
      onSourceData: (event: MapEvent) => {
        if (latest.current.watching) health.sourceData(event);
      },
    }),
    [health],
  );
}

/**
 * Says, politely to screen readers, that the basemap is missing and the map shows positions only.
 * The live region is always there, so the text's arrival is announced.
 */
export function BasemapNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ position: 'absolute', left: 8, bottom: 8, right: 56, zIndex: 2, pointerEvents: 'none' }}
    >
      {shown && (
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 1,
            typography: 'body2',
          }}
        >
          <CloudOffIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          {t('map.backgroundUnavailable')}
        </Box>
      )}
    </Box>
  );
}
