import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { Button } from '../plain-button.tsx';
import styles from './deferred-map.module.css';
import type { LatLon } from './lat-lon.ts';

/** A point the placeholder draws: where, and in which colour. */
export type MapDot = { position: LatLon; colour: string };

/** The map starts at most this long after the page loaded, idle or not. */
export const mapStartTimeoutMs = 3000;
/** Without requestIdleCallback (Safari), this long after the page loaded. */
const mapStartFallbackMs = 500;
// The same frame as FitBounds gives the live map: 48 px around the points, at most zoom 15.
const paddingPx = 48;
const maxScale = 512 * 2 ** 15;
const dotRadiusPx = 5;

/** Web Mercator, as the map draws: x and y from 0 to 1 across the world. */
const project = ({ lat, lon }: LatLon) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return { x: (lon + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
};

/** The dots on a 2D canvas, framed as the live map frames them (a few milliseconds for thousands). */
function drawDots(canvas: HTMLCanvasElement, dots: readonly MapDot[]) {
  const { clientWidth: width, clientHeight: height } = canvas;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context || dots.length === 0) return;
  const points = dots.map((dot) => ({ ...project(dot.position), colour: dot.colour }));
  let [minX, maxX, minY, maxY] = [1, 0, 1, 0];
  for (const { x, y } of points) {
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  const scale = Math.min(
    maxScale,
    (width - 2 * paddingPx) / Math.max(maxX - minX, 1e-12),
    (height - 2 * paddingPx) / Math.max(maxY - minY, 1e-12),
  );
  const [centreX, centreY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  context.scale(ratio, ratio);
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  for (const point of points) {
    context.beginPath();
    context.arc(
      width / 2 + (point.x - centreX) * scale,
      height / 2 + (point.y - centreY) * scale,
      dotRadiusPx,
      0,
      2 * Math.PI,
    );
    context.fillStyle = point.colour;
    context.fill();
    context.stroke();
  }
}

function MapDots({ dots }: { dots: readonly MapDot[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const draw = () => drawDots(element, dots);
    draw();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [dots]);
  return <canvas ref={canvas} style={{ display: 'block', width: '100%', height: '100%' }} />;
}

type Props = {
  /** What the placeholder is called until the map is there, e.g. "Loading the map". */
  label: string;
  /**
   * Start only when the user asks (a phone: issue 31 item 3), with a button of this text on the
   * dots, e.g. "Open the map"; without it the map starts once the page is idle.
   */
  openLabel?: string;
  /** The points to draw cheaply until then (the devices on the view the map will open on). */
  dots: readonly MapDot[];
  /** What the dots show, for screen readers, while the map waits for `openLabel`'s button. */
  dotsLabel?: string;
  /** The map: a lazy component, so its code (and MapLibre's) loads only once it is started. */
  children: ReactNode;
};

/**
 * A map that starts once the page is idle after its first screen (issue 31 item 3), or at once
 * when the user touches or focuses it. Until then its dots are drawn on a plain canvas, and
 * MapLibre's code and start (WebGL, shaders, tiles) stay out of the list's first render.
 *
 * With `openLabel` (phones) it starts only on the user's touch, click or key: a phone's CPU spends
 * seconds starting MapLibre, which would hold up the list it shows beneath, for a map the user
 * may not look at; the dots show where the devices are meanwhile.
 */
export function DeferredMap({ label, openLabel, dots, dotsLabel, children }: Props) {
  const [started, setStarted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const start = useCallback(() => setStarted(true), []);

  useEffect(
    () =>
      started || openLabel !== undefined ? undefined : whenIdle(start, mapStartTimeoutMs, mapStartFallbackMs),
    [started, start, openLabel],
  );

  // A keyboard user who focused the placeholder lands on the map once it is drawn.
  useEffect(() => {
    const element = box.current;
    if (!started || !element || document.activeElement !== element) return;
    const handOver = () => {
      const target = element.querySelector<HTMLElement>('canvas[tabindex], [tabindex="0"]');
      if (!target) return false;
      target.focus();
      return true;
    };
    if (handOver()) return;
    const observer = new MutationObserver(() => {
      if (handOver()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true, attributes: true });
    return () => observer.disconnect();
  }, [started]);

  // The placeholder goes: its box keeps the focus until the map's own canvas can take it.
  const open = () => {
    box.current?.focus();
    start();
  };

  const placeholder = <MapDots dots={dots} />;
  return (
    <div ref={box} tabIndex={-1} style={{ width: '100%', height: '100%', outlineOffset: -2 }}>
      {started ? (
        <Suspense fallback={placeholder}>{children}</Suspense>
      ) : openLabel !== undefined ? (
        // A button over the dots: waiting for the user, not loading (no aria-busy).
        // A tap anywhere on the dots opens it too (a click, not a touch: scrolling past starts
        // nothing); the button is the keyboard's way.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside is the keyboard's way
        // biome-ignore lint/a11y/noStaticElementInteractions: the same tap as the button's
        <div className={styles.waiting} onClick={open}>
          {/* The dots' text alternative: where the devices are is the map's content, not only its button. */}
          <div role="img" aria-label={dotsLabel ?? label} className={styles.dots}>
            {placeholder}
          </div>
          <span className={styles.open}>
            <Button variant="contained">{openLabel}</Button>
          </span>
        </div>
      ) : (
        <div
          role="img"
          aria-label={label}
          aria-busy="true"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusing the placeholder starts the map (then focused)
          tabIndex={0}
          onPointerDown={start}
          onFocus={open}
          style={{ width: '100%', height: '100%' }}
        >
          {placeholder}
        </div>
      )}
    </div>
  );
}
