import type { Shape } from '@pinpoint/shared';
import { useEffect, useRef, useState } from 'react';
import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { useMapSetup } from '../use-map-instance.ts';
import {
  type DrawShapeKind,
  drawPrecision,
  featureToShape,
  sameShape,
  shapeToFeature,
} from './draw-geometry.ts';
import { type HexColour, toHexColour } from './draw-style.ts';

/** What a pointer does on the map: move it only, draw a new shape, or edit the one there is. */
export type DrawTool = 'view' | 'draw' | 'edit';

/** How a shape came to change on the map: a new one drawn, or the one there was edited. */
export type DrawChange = 'draw' | 'edit';

type Props = {
  /** Names the layers (several drawing layers may share a map). */
  id: string;
  /** The shape the draw tool makes. */
  kind: DrawShapeKind;
  tool: DrawTool;
  /** The shape to show; the layer redraws it when it differs from what the map shows. */
  shape: Shape | null;
  /** A CSS colour (the theme's primary). */
  colour: string;
  /** A shape drawn or edited on the map, once the pointer lets go. */
  onChange?: (shape: Shape, how: DrawChange) => void;
};

const shapeModes = new Set<string>(['circle', 'polygon']);

function createModes(colour: HexColour) {
  const outline = { outlineColor: colour, outlineWidth: 3, fillColor: colour, fillOpacity: 0.18 };
  return [
    new TerraDrawCircleMode({
      // A click places the centre and a second click the edge; a drag from the centre works too.
      drawInteraction: 'click-move-or-drag',
      styles: outline,
    }),
    new TerraDrawPolygonMode({
      pointerDistance: 24,
      styles: {
        ...outline,
        closingPointColor: colour,
        closingPointWidth: 6,
        closingPointOutlineColor: '#ffffff',
        closingPointOutlineWidth: 2,
      },
    }),
    new TerraDrawSelectMode({
      pointerDistance: 14,
      // One shape, always selected while editing; deleting it is the page's Clear button.
      allowManualDeselection: false,
      keyEvents: { deselect: null, delete: null, rotate: null, scale: null },
      flags: {
        circle: { feature: { draggable: true, coordinates: { resizable: 'center-fixed' } } },
        polygon: {
          feature: {
            draggable: true,
            coordinates: { draggable: true, midpoints: { draggable: true }, deletable: true },
          },
        },
      },
      styles: {
        selectedPolygonColor: colour,
        selectedPolygonFillOpacity: 0.26,
        selectedPolygonOutlineColor: colour,
        selectedPolygonOutlineWidth: 3,
        selectionPointColor: '#ffffff',
        selectionPointWidth: 5,
        selectionPointOutlineColor: colour,
        selectionPointOutlineWidth: 2,
        midPointColor: colour,
        midPointWidth: 4,
        midPointOutlineColor: '#ffffff',
        midPointOutlineWidth: 1,
      },
    }),
  ];
}

const isShapeFeature = (feature: GeoJSONStoreFeatures) =>
  typeof feature.properties.mode === 'string' && shapeModes.has(feature.properties.mode);

/**
 * One geofence-like shape (a circle or a polygon) drawn and edited with terra-draw on the
 * enclosing MapView's map. Controlled: `shape` is what it shows, and a shape drawn or edited with
 * the pointer comes back through `onChange`. Draw a circle with a click for the centre and a
 * second click (or a drag) for the edge; a polygon with a click per vertex, closed on the first
 * one or with Enter. Edit: drag the shape to move it, a circle's edge to resize it, a polygon's
 * vertices to move them, its midpoints to add one, a right-click on a vertex to delete it.
 */
export function DrawLayer({ id, kind, tool, shape, colour, onChange }: Props) {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const hex = toHexColour(colour);
  const latest = useRef({ onChange, tool, kind });
  latest.current = { onChange, tool, kind };
  // The feature this layer shows and its shape; `quiet` while the layer itself changes the store.
  const state = useRef<LayerState>({ featureId: null, shown: null, quiet: false });

  useMapSetup(
    (map) => {
      const instance = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: drawPrecision, prefixId: id }),
        modes: createModes(hex),
      });
      instance.start();
      state.current = { featureId: null, shown: null, quiet: false };
      let alive = true;
      const later = (run: () => void) =>
        setTimeout(() => {
          if (alive) run();
        }, 0);

      const handleFinish = (featureId: string | number, context: { action: string }) => {
        const current = state.current;
        if (current.quiet) return;
        const feature = instance.getSnapshotFeature(featureId);
        if (!feature || !isShapeFeature(feature)) return;
        const drawn = featureToShape(feature);
        if (!drawn) return;
        // A circle moved whole keeps its radius (the flat map's drag would change it a little).
        const before = current.shown;
        const next =
          context.action === 'dragFeature' && drawn.type === 'circle' && before?.type === 'circle'
            ? { ...drawn, radiusM: before.radiusM }
            : drawn;
        const previous = current.featureId;
        current.featureId = String(featureId);
        current.shown = next;
        latest.current.onChange?.(next, context.action === 'draw' ? 'draw' : 'edit');
        later(() => {
          // A new drawing replaces the old shape. The shape is redrawn as it is kept: a circle on
          // the sphere, a polygon's vertices rounded.
          if (previous && previous !== current.featureId) quietly(() => removeIfPresent(instance, previous));
          // Not after a midpoint is inserted: a drag of the new vertex may be under way.
          if (current.featureId === String(featureId) && context.action !== 'insertMidpoint')
            showShape(instance, current, next, latest.current.tool === 'edit');
        });
      };
      const quietly = (run: () => void) => {
        state.current.quiet = true;
        try {
          run();
        } finally {
          state.current.quiet = false;
        }
      };
      instance.on('finish', handleFinish);
      setDraw(instance);
      // Says on the map's element that pointer input now draws (end-to-end tests wait for it).
      const container = map.getContainer();
      container.dataset.drawing = 'ready';
      return () => {
        alive = false;
        delete container.dataset.drawing;
        instance.off('finish', handleFinish);
        setDraw(null);
        try {
          instance.stop();
        } catch {
          // The map is already gone: its layers went with it.
        }
      };
    },
    [id, hex],
  );

  // The shape given: drawn when it differs from what the map shows.
  useEffect(() => {
    if (!draw) return;
    const current = state.current;
    const present = current.featureId !== null && draw.hasFeature(current.featureId);
    if (present && sameShape(shape, current.shown)) return;
    if (!present && !shape) return;
    showShape(draw, current, shape, latest.current.tool === 'edit');
  }, [draw, shape]);

  // The tool: terra-draw's mode, and the shape selected (its handles shown) while editing.
  useEffect(() => {
    if (!draw) return;
    const mode = tool === 'view' ? 'static' : tool === 'draw' ? kind : 'select';
    try {
      if (draw.getMode() !== mode) draw.setMode(mode);
      const { featureId } = state.current;
      if (tool === 'edit' && featureId && draw.hasFeature(featureId)) draw.selectFeature(featureId);
    } catch {
      // The instance was stopped meanwhile.
    }
  }, [draw, tool, kind]);

  return null;
}

type LayerState = { featureId: string | null; shown: Shape | null; quiet: boolean };

function removeIfPresent(draw: TerraDraw, featureId: string) {
  try {
    if (draw.hasFeature(featureId)) draw.removeFeatures([featureId]);
  } catch {
    // The instance was stopped meanwhile.
  }
}

/** Shows `shape` in place of the current one: its geometry replaced when it can be, else a new feature. */
function showShape(draw: TerraDraw, state: LayerState, shape: Shape | null, select: boolean) {
  state.quiet = true;
  try {
    const feature = shape ? shapeToFeature(shape) : null;
    const existing = state.featureId && draw.hasFeature(state.featureId) ? state.featureId : null;
    const existingMode = existing ? draw.getSnapshotFeature(existing)?.properties.mode : undefined;
    state.shown = feature ? shape : null;
    if (existing && feature && existingMode === feature.properties.mode) {
      try {
        draw.updateFeatureGeometry(existing, feature.geometry);
        if (select) draw.selectFeature(existing);
        return;
      } catch {
        // Refused (e.g. a shape terra-draw calls invalid): replaced below instead.
      }
    }
    if (existing) draw.removeFeatures([existing]);
    state.featureId = null;
    if (!feature) return;
    const featureId = String(draw.getFeatureId());
    const [result] = draw.addFeatures([{ ...feature, id: featureId } as GeoJSONStoreFeatures]);
    if (!result?.valid) {
      state.shown = null;
      return;
    }
    state.featureId = featureId;
    if (select) draw.selectFeature(featureId);
  } catch {
    // The instance was stopped meanwhile.
  } finally {
    state.quiet = false;
  }
}
