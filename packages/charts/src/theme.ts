/**
 * The colours and font a chart is drawn with: plain data, made from the MUI theme on the
 * web and from configured colours for reports, both through themeFromColours().
 */
export type ChartTheme = {
  mode: 'light' | 'dark';
  text: string;
  mutedText: string;
  axisLine: string;
  splitLine: string;
  background: string;
  /** Series colours in order; the primary colour first. */
  palette: string[];
  fontFamily: string;
  success: string;
  warning: string;
  error: string;
};

// Distinguishable for the common colour-vision deficiencies (Okabe–Ito, lightened on dark).
const lightPalette = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#7a6f00', '#555555'];
const darkPalette = ['#56b4e9', '#f0b440', '#33c69b', '#e09bc4', '#8fd0f5', '#ff8a4c', '#d8cc4a', '#bbbbbb'];

const defaults: Record<ChartTheme['mode'], Omit<ChartTheme, 'mode'>> = {
  light: {
    text: 'rgba(0, 0, 0, 0.87)',
    mutedText: 'rgba(0, 0, 0, 0.6)',
    axisLine: 'rgba(0, 0, 0, 0.38)',
    splitLine: 'rgba(0, 0, 0, 0.12)',
    background: '#ffffff',
    palette: lightPalette,
    fontFamily: 'Inter, system-ui, sans-serif',
    success: '#2e7d32',
    warning: '#ed6c02',
    error: '#d32f2f',
  },
  dark: {
    text: '#ffffff',
    mutedText: 'rgba(255, 255, 255, 0.7)',
    axisLine: 'rgba(255, 255, 255, 0.5)',
    splitLine: 'rgba(255, 255, 255, 0.12)',
    background: '#121212',
    palette: darkPalette,
    fontFamily: 'Inter, system-ui, sans-serif',
    success: '#66bb6a',
    warning: '#ffa726',
    error: '#f44336',
  },
};

export type ThemeColours = { mode: ChartTheme['mode']; primary?: string } & Partial<Omit<ChartTheme, 'mode'>>;

/** A full chart theme from a mode, an optional primary colour (first in the palette) and overrides. */
export function themeFromColours({ mode, primary, ...overrides }: ThemeColours): ChartTheme {
  const base = defaults[mode];
  const palette = overrides.palette ?? base.palette;
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return {
    mode,
    ...base,
    ...defined,
    // The primary colour takes the first place (both start blue), the others keep theirs.
    palette: primary ? [primary, ...palette.slice(1)] : [...palette],
  };
}
