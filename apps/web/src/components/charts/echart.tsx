import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ChartOption, chartLabels, echartsLocale, type TableModel } from '@pinpoint/charts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden.ts';
import { loadECharts } from './load-echarts.ts';
import { browserOverlay } from './overlay.ts';

/** The part of an ECharts instance this component uses: what a test's fake provides. */
export type ChartHandle = {
  setOption: (option: ChartOption, opts: { notMerge: boolean }) => void;
  resize: () => void;
  dispose: () => void;
};
export type ChartFactory = (
  element: HTMLDivElement,
  init: { locale: string; height: number },
) => ChartHandle | Promise<ChartHandle>;

/** ECharts itself, loaded on first use: canvas, the locale's month names, the element's size. */
export const createEChart: ChartFactory = async (element, { locale }) => {
  // Without a 2D canvas (WebGL-less kiosks, jsdom) there is no drawing: summary and table remain.
  if (!document.createElement('canvas').getContext('2d')) throw new Error('No canvas to draw on');
  const { init } = await loadECharts();
  // ECharts merges a partial locale (our month and day names) over its English one.
  const options = { renderer: 'canvas', locale: echartsLocale(chartLabels(locale)) } as Parameters<
    typeof init
  >[2];
  return init(element, null, options) as unknown as ChartHandle;
};

/** A chart that fails to draw must not take the page down with it. */
function safely(draw: () => void) {
  try {
    draw();
  } catch (error) {
    console.error(error);
  }
}

type Props = {
  /** A builder's output (packages/charts): drawn as given, plus the browser's tooltip and zoom. */
  option: ChartOption;
  height: number;
  /** The chart's accessible name ("Temperature (°F)"), and the name of its table. */
  label: string;
  /** One or two sentences a screen reader reads for the picture (describeSeries). */
  summary: string;
  /** The values, one click away (toTable). */
  table?: TableModel;
  /** Tests pass a fake; the app draws with ECharts. */
  createChart?: ChartFactory;
};

/**
 * One ECharts chart: created when mounted (ECharts downloads with the first chart), given
 * each new option whole, resized with its box, disposed when unmounted. For screen readers
 * it is an image with a name and a summary, and its values are a table one click away.
 */
export function EChart({ option, height, label, summary, table, createChart = createEChart }: Props) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ChartHandle | null>(null);
  const [showTable, setShowTable] = useState(false);
  const summaryId = useId();
  const tableId = useId();
  const locale = i18n.language || 'en';
  // A new chart only for a new factory or language (its month names); a new height is a resize.
  const initialHeight = useRef(height);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    let instance: ChartHandle | null = null;
    Promise.resolve()
      .then(() => createChart(element, { locale, height: initialHeight.current }))
      .then((created) => {
        if (disposed) created.dispose();
        else {
          instance = created;
          setChart(created);
        }
      })
      // A browser that cannot draw (no canvas) keeps the summary and the table.
      .catch(() => undefined);
    return () => {
      disposed = true;
      safely(() => instance?.dispose());
      setChart(null);
    };
  }, [createChart, locale]);

  useEffect(() => {
    safely(() => chart?.setOption({ ...option, ...browserOverlay(option, locale) }, { notMerge: true }));
  }, [chart, option, locale]);

  useEffect(() => {
    const element = host.current;
    if (!chart || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => safely(() => chart.resize()));
    observer.observe(element);
    return () => observer.disconnect();
  }, [chart]);

  const rows = table?.rows ?? [];
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box
        ref={host}
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        sx={{ width: '100%', height }}
      />
      <Box component="span" id={summaryId} sx={visuallyHidden}>
        {summary}
      </Box>
      {table && rows.length > 0 ? (
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
                    {table.columns.map((column) => (
                      <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, index) => (
                    // Rows have no identity of their own; they are redrawn whole with new data.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <TableRow key={index}>
                      {row.cells.map((cell, column) => (
                        <TableCell
                          key={table.columns[column]?.key ?? column}
                          align={table.columns[column]?.numeric ? 'right' : 'left'}
                        >
                          {cell.text}
                        </TableCell>
                      ))}
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
