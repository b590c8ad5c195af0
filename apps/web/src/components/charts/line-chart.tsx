import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { niceTicks } from './ticks.ts';

/** One point of a series: its time (ms) and value, with the bucket's range when downsampled. */
export type ChartPoint = { t: number; value: number; min?: number; max?: number };

type Props = {
  /** The chart's title and accessible name: "Temperature". */
  label: string;
  points: readonly ChartPoint[];
  formatValue: (value: number) => string;
  formatTime: (ms: number) => string;
  /** Axis labels, shorter than formatTime. */
  formatTick?: (ms: number) => string;
  colour?: string;
  height?: number;
  /** Flags (door open, motion): drawn as steps between 0 and 1. */
  steps?: boolean;
  /** Physical bounds (0 to 100 %, say): the axis never goes past them. */
  bounds?: { min?: number | undefined; max?: number | undefined };
};

const margin = { top: 12, right: 12, bottom: 26, left: 52 };

/** The ticks within the bounds, the bounds themselves standing in for those cut off. */
function boundedTicks(ticks: number[], bounds: Props['bounds']): number[] {
  if (!bounds) return ticks;
  const { min = -Infinity, max = Infinity } = bounds;
  const inside = ticks.filter((tick) => tick >= min && tick <= max);
  if ((ticks[0] ?? 0) < min) inside.unshift(min);
  if ((ticks[ticks.length - 1] ?? 0) > max) inside.push(max);
  return inside.length >= 2 ? inside : ticks;
}

/**
 * A small SVG line chart: the average line over the min–max band of each bucket. For screen
 * readers it is one image with a summary, and its values are a table one click away.
 */
export function LineChart({
  label,
  points,
  formatValue,
  formatTime,
  formatTick = formatTime,
  colour,
  height = 180,
  steps = false,
  bounds,
}: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const tableId = useId();
  const stroke = colour ?? theme.palette.primary.main;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [showTable, setShowTable] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const geometry = useMemo(() => {
    if (points.length === 0) return null;
    const times = points.map((p) => p.t);
    const lows = points.map((p) => p.min ?? p.value);
    const highs = points.map((p) => p.max ?? p.value);
    const [t0, t1] = [Math.min(...times), Math.max(...times)];
    const yTicks = steps ? [0, 1] : boundedTicks(niceTicks(Math.min(...lows), Math.max(...highs), 4), bounds);
    const [y0, y1] = [yTicks[0] ?? 0, yTicks[yTicks.length - 1] ?? 1];
    const plotW = Math.max(10, width - margin.left - margin.right);
    const plotH = height - margin.top - margin.bottom;
    const x = (time: number) => margin.left + (t1 === t0 ? plotW / 2 : ((time - t0) / (t1 - t0)) * plotW);
    const y = (value: number) =>
      margin.top + (y1 === y0 ? plotH / 2 : (1 - (value - y0) / (y1 - y0)) * plotH);
    const line = points
      .map((p, i) => {
        const previous = points[i - 1];
        const move = `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(p.value).toFixed(1)}`;
        return steps && previous ? `L${x(p.t).toFixed(1)},${y(previous.value).toFixed(1)} ${move}` : move;
      })
      .join(' ');
    const band =
      points.some((p) => p.min !== undefined && p.max !== undefined && p.min !== p.max) && !steps
        ? `${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(p.max ?? p.value).toFixed(1)}`).join(' ')} ${[
            ...points,
          ]
            .reverse()
            .map((p) => `L${x(p.t).toFixed(1)},${y(p.min ?? p.value).toFixed(1)}`)
            .join(' ')} Z`
        : null;
    const xTicks = t1 === t0 ? [t0] : [0, 1 / 3, 2 / 3, 1].map((f) => t0 + f * (t1 - t0));
    return { line, band, yTicks, xTicks, x, y, single: points.length === 1 ? points[0] : null };
  }, [points, width, height, steps, bounds]);

  const values = points.map((p) => p.value);
  const latest = points[points.length - 1];
  const summary =
    points.length && latest
      ? t('chart.summary', {
          label,
          from: formatTime(points[0]?.t ?? 0),
          to: formatTime(latest.t),
          min: formatValue(Math.min(...points.map((p) => p.min ?? p.value))),
          max: formatValue(Math.max(...points.map((p) => p.max ?? p.value))),
          latest: formatValue(latest.value),
          count: values.length,
        })
      : t('chart.empty', { label });
  const grid = theme.palette.divider;
  const text = theme.palette.text.secondary;

  return (
    <Box ref={box} sx={{ width: '100%' }}>
      {geometry ? (
        <svg width={width} height={height} role="img" aria-label={summary} style={{ display: 'block' }}>
          {geometry.yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={geometry.y(tick)}
                y2={geometry.y(tick)}
                stroke={grid}
              />
              <text
                x={margin.left - 6}
                y={geometry.y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill={text}
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick, index) => (
            <text
              key={`x${tick}`}
              x={geometry.x(tick)}
              y={height - 6}
              textAnchor={
                index === 0 && geometry.xTicks.length > 1
                  ? 'start'
                  : index === geometry.xTicks.length - 1 && index > 0
                    ? 'end'
                    : 'middle'
              }
              fontSize={11}
              fill={text}
            >
              {formatTick(tick)}
            </text>
          ))}
          {geometry.band ? <path d={geometry.band} fill={stroke} fillOpacity={0.15} stroke="none" /> : null}
          <path d={geometry.line} fill="none" stroke={stroke} strokeWidth={2} strokeLinejoin="round" />
          {geometry.single ? (
            <circle
              cx={geometry.x(geometry.single.t)}
              cy={geometry.y(geometry.single.value)}
              r={3.5}
              fill={stroke}
            />
          ) : null}
        </svg>
      ) : (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{summary}</Typography>
      )}
      {points.length ? (
        <>
          <Box
            component="button"
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            sx={{
              mt: 0.5,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              color: 'primary.main',
              cursor: 'pointer',
              font: 'inherit',
              fontSize: 13,
              textDecoration: 'underline',
            }}
          >
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Box>
          {showTable ? (
            <Box id={tableId} sx={{ maxHeight: 240, overflow: 'auto', mt: 1 }}>
              <Table size="small" aria-label={label}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('chart.time')}</TableCell>
                    <TableCell align="right">{t('chart.average')}</TableCell>
                    <TableCell align="right">{t('chart.minimum')}</TableCell>
                    <TableCell align="right">{t('chart.maximum')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {points.map((p) => (
                    <TableRow key={p.t}>
                      <TableCell>{formatTime(p.t)}</TableCell>
                      <TableCell align="right">{formatValue(p.value)}</TableCell>
                      <TableCell align="right">{formatValue(p.min ?? p.value)}</TableCell>
                      <TableCell align="right">{formatValue(p.max ?? p.value)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
