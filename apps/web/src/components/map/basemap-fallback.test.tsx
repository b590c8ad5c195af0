import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { BasemapNotice, styleTimeoutMs, useBasemapHealth } from './basemap-fallback.tsx';
import { PositionLayer } from './position-layer.tsx';

type Handler = (event: Record<string, unknown>) => void;

/**
 * The part of a MapLibre map these components use, with MapLibre's events: `error` (with
 * `sourceId` and `tile` for a source's failures), `sourcedata` and `styledata`; setStyle
 * replaces the style object, and the layers added to the old one are gone.
 */
class FakeMap {
  style = { _loaded: false, sources: new Map<string, { type: string }>(), layers: new Set<string>() };
  private handlers = new Map<string, Set<Handler>>();
  constructor(basemapType = 'vector') {
    this.style.sources.set('openmaptiles', { type: basemapType });
  }
  on(type: string, handler: Handler) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type)?.add(handler);
  }
  off(type: string, handler: Handler) {
    this.handlers.get(type)?.delete(handler);
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const handler of [...(this.handlers.get(type) ?? [])]) handler(event);
  }
  loadStyle() {
    this.style._loaded = true;
    this.fire('styledata', { dataType: 'style' });
  }
  setStyle() {
    this.style = { _loaded: false, sources: new Map(), layers: new Set() };
    this.loadStyle();
  }
  getSource(id: string) {
    const source = this.style.sources.get(id);
    return source && { ...source, setData: () => Promise.resolve() };
  }
  addSource(id: string, spec: { type: string }) {
    this.style.sources.set(id, spec);
  }
  removeSource(id: string) {
    this.style.sources.delete(id);
  }
  addLayer(layer: { id: string }) {
    this.style.layers.add(layer.id);
  }
  getLayer(id: string) {
    return this.style.layers.has(id) ? { id } : undefined;
  }
  removeLayer(id: string) {
    this.style.layers.delete(id);
  }
}

let map = new FakeMap();
vi.mock('react-map-gl/maplibre', () => ({ useMap: () => ({ current: { getMap: () => map } }) }));

beforeEach(() => {
  // The watch says on the console what failed; here that is expected.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The handlers MapView gives its map, on a map of its own; `onFail` is told the map's key. */
function watch(next: FakeMap) {
  map = next;
  const onFail = vi.fn();
  const { result } = renderHook(() =>
    useBasemapHealth({ mapKey: 'light', watching: true, onFail, getMap: () => map as never }),
  );
  const handlers = result;
  const target = map as never;
  return {
    onFail,
    error: (event: Record<string, unknown>) => act(() => handlers.current?.onError({ target, ...event })),
    sourceData: (event: Record<string, unknown>) =>
      act(() => handlers.current?.onSourceData({ target, ...event })),
  };
}

describe('the basemap watch', () => {
  it('gives up on a style that cannot be fetched, once', () => {
    const { onFail, error } = watch(new FakeMap());
    error({ error: new Error('Failed to fetch') });
    error({ error: new Error('Failed to fetch') });
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(onFail).toHaveBeenCalledWith('light');
  });

  it('gives up on a style that never arrives (a firewall dropping the request)', () => {
    vi.useFakeTimers();
    const { onFail } = watch(new FakeMap());
    act(() => vi.advanceTimersByTime(styleTimeoutMs - 1));
    expect(onFail).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('gives up when the basemap’s tiles keep failing and none loaded, or its source description failed', () => {
    const tiles = watch(new FakeMap());
    act(() => map.loadStyle());
    for (let i = 0; i < 3; i++) tiles.error({ sourceId: 'openmaptiles', tile: {} });
    expect(tiles.onFail).not.toHaveBeenCalled();
    tiles.error({ sourceId: 'openmaptiles', tile: {} });
    expect(tiles.onFail).toHaveBeenCalledTimes(1);

    const described = watch(new FakeMap('raster'));
    act(() => map.loadStyle());
    described.error({ sourceId: 'openmaptiles', error: new Error('TileJSON: 503') });
    expect(described.onFail).toHaveBeenCalledTimes(1);
  });

  it('keeps a basemap that drew tiles, and ignores the app’s own layers’ errors and a late error', () => {
    vi.useFakeTimers();
    const { onFail, error, sourceData } = watch(new FakeMap());
    act(() => map.loadStyle());
    map.addSource('devices-source', { type: 'geojson' });
    for (let i = 0; i < 5; i++) error({ sourceId: 'devices-source', tile: {} });
    sourceData({ sourceId: 'openmaptiles', tile: {} });
    for (let i = 0; i < 5; i++) error({ sourceId: 'openmaptiles', tile: {} });
    error({ error: new Error('A sprite failed') });
    act(() => vi.advanceTimersByTime(styleTimeoutMs * 2));
    expect(onFail).not.toHaveBeenCalled();
  });
});

describe('a layer on a map whose style is replaced', () => {
  it('is added again to the new style (the fallback drops every layer of the failed one)', () => {
    map = new FakeMap();
    renderWithProviders(<PositionLayer id="van" position={{ lat: 43.65, lon: -79.38 }} colour="#00aa00" />);
    expect(map.getLayer('van-circle')).toBeUndefined();
    act(() => map.loadStyle());
    expect(map.getLayer('van-circle')).toBeDefined();
    act(() => map.setStyle());
    expect(map.getLayer('van-circle')).toBeDefined();
    expect(map.getSource('van-source')).toMatchObject({ type: 'geojson' });
  });
});

describe('the notice', () => {
  it('is a polite live region, empty until the basemap fails, then says positions only', () => {
    const { rerender } = renderWithProviders(<BasemapNotice shown={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    rerender(<BasemapNotice shown />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Map background unavailable: showing positions only',
    );
  });
});
