import { alpha, contrastText, darken, lighten } from './colour.ts';
import type { ThemeMode } from './ui-store.ts';

/** The app's type (lib/theme.ts gives MUI's theme the same). */
export const fontFamily = ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'].join(
  ',',
);

/** MUI's palette values that do not depend on the configured colours, per mode. */
const fixed = {
  light: {
    background: '#f6f7f9',
    paper: '#fff',
    text: 'rgba(0, 0, 0, 0.87)',
    textSecondary: 'rgba(0, 0, 0, 0.6)',
    active: 'rgba(0, 0, 0, 0.54)',
    hoverOpacity: 0.04,
    selectedOpacity: 0.08,
    disabled: 'rgba(0, 0, 0, 0.26)',
    disabledBackground: 'rgba(0, 0, 0, 0.12)',
    focus: 'rgba(0, 0, 0, 0.12)',
    divider: 'rgba(0, 0, 0, 0.12)',
    error: '#d32f2f',
    // Alert (standard): its text and background from the colour's light shade, as MUI computes them.
    errorText: 'rgb(95, 33, 32)',
    errorBackground: 'rgb(253, 237, 237)',
    warning: '#ed6c02',
    warningText: 'rgb(102, 60, 0)',
    warningBackground: 'rgb(255, 244, 229)',
    success: '#2e7d32',
    cellBorder: 'rgba(224, 224, 224, 1)',
    chipBorder: '#bdbdbd',
    outline: 'rgba(0, 0, 0, 0.23)',
    switchThumb: '#fff',
    switchTrack: '#000',
    switchTrackOpacity: '0.38',
  },
  dark: {
    background: '#121212',
    paper: '#121212',
    text: '#fff',
    textSecondary: 'rgba(255, 255, 255, 0.7)',
    active: '#fff',
    hoverOpacity: 0.08,
    selectedOpacity: 0.16,
    disabled: 'rgba(255, 255, 255, 0.3)',
    disabledBackground: 'rgba(255, 255, 255, 0.12)',
    focus: 'rgba(255, 255, 255, 0.12)',
    divider: 'rgba(255, 255, 255, 0.12)',
    error: '#f44336',
    errorText: 'rgb(244, 199, 199)',
    errorBackground: 'rgb(22, 11, 11)',
    warning: '#ffa726',
    warningText: 'rgb(255, 226, 183)',
    warningBackground: 'rgb(25, 18, 7)',
    success: '#66bb6a',
    cellBorder: 'rgba(81, 81, 81, 1)',
    chipBorder: '#616161',
    outline: 'rgba(255, 255, 255, 0.23)',
    switchThumb: '#e0e0e0',
    switchTrack: '#fff',
    switchTrackOpacity: '0.3',
  },
} as const;

const focusOpacity = 0.12;

/**
 * The primary colour as the theme holds it: on a dark background, text and outlines in the
 * brand's dark blue need lightening to stay readable (WCAG contrast); filled surfaces keep the
 * brand's own shade as the dark variant. lib/theme.ts builds MUI's theme from the same.
 */
export function primaryShades(mode: ThemeMode, primary: string): { main: string; dark: string } {
  return mode === 'dark'
    ? { main: lighten(primary, 0.45), dark: primary }
    : { main: primary, dark: darken(primary, 0.3) };
}

/**
 * The theme's colours and type as CSS custom properties (issue 31): the first screen (the shell
 * and the device list) is plain elements styled by CSS modules built at compile time, which read
 * these; they are computed by MUI's own colour rules without importing MUI, so MUI loads only with
 * what needs it (dialogs, menus, forms, other screens), and its theme holds the same values.
 */
export function themeVariables(mode: ThemeMode, primaryColour: string): Record<string, string> {
  const c = fixed[mode];
  const light = mode === 'light';
  const primary = primaryShades(mode, primaryColour);
  const { hoverOpacity, selectedOpacity } = c;
  return {
    '--pp-font': fontFamily,
    '--pp-background': c.background,
    '--pp-text': c.text,
    '--pp-text-secondary': c.textSecondary,
    '--pp-disabled': c.disabled,
    '--pp-disabled-background': c.disabledBackground,
    '--pp-hover': alpha(light ? '#000' : '#fff', hoverOpacity),
    '--pp-focus': c.focus,
    '--pp-action-active': c.active,
    '--pp-paper': c.paper,
    '--pp-divider': c.divider,
    '--pp-primary': primary.main,
    '--pp-primary-dark': primary.dark,
    '--pp-primary-contrast': contrastText(primary.main),
    '--pp-primary-underline': alpha(primary.main, 0.4),
    '--pp-primary-border': alpha(primary.main, 0.5),
    '--pp-primary-focus': alpha(primary.main, focusOpacity),
    '--pp-selected': alpha(primary.main, selectedOpacity),
    '--pp-selected-focus': alpha(primary.main, selectedOpacity + focusOpacity),
    '--pp-selected-hover': alpha(primary.main, selectedOpacity + hoverOpacity),
    '--pp-error': c.error,
    '--pp-error-hover': alpha(c.error, hoverOpacity),
    '--pp-error-border': alpha(c.error, 0.5),
    '--pp-error-text': c.errorText,
    '--pp-error-background': c.errorBackground,
    '--pp-warning': c.warning,
    '--pp-warning-text': c.warningText,
    '--pp-warning-background': c.warningBackground,
    '--pp-success': c.success,
    '--pp-cell-border': c.cellBorder,
    '--pp-chip-border': c.chipBorder,
    '--pp-radius': '8px',
    // LinearProgress's track, as MUI computes it.
    '--pp-progress-track': light ? lighten(primary.main, 0.62) : darken(primary.main, 0.5),
    '--pp-outline': c.outline,
    // Switch: its thumb, track and hover, as MUI's Switch computes them.
    '--pp-switch-thumb': c.switchThumb,
    '--pp-switch-track': c.switchTrack,
    '--pp-switch-track-opacity': c.switchTrackOpacity,
    '--pp-switch-hover': alpha(c.active, hoverOpacity),
    '--pp-primary-hover': alpha(primary.main, hoverOpacity),
    // AppBar colour="primary": the primary colour in light; in dark MUI keeps the paper, lit by
    // elevation 4's white overlay.
    '--pp-appbar': light ? primary.main : c.paper,
    '--pp-appbar-text': light ? contrastText(primary.main) : c.text,
    '--pp-appbar-overlay': light
      ? 'none'
      : 'linear-gradient(rgba(255, 255, 255, 0.092), rgba(255, 255, 255, 0.092))',
    // Skeleton's fill.
    '--pp-skeleton': alpha(light ? '#000' : '#fff', light ? 0.11 : 0.13),
  };
}

/** The variables as a `:root` rule, for one `<style>` element at the root. */
export function themeVariablesCss(mode: ThemeMode, primaryColour: string): string {
  const body = Object.entries(themeVariables(mode, primaryColour))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `:root{${body}}`;
}
