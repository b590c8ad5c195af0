import type { Theme } from '@mui/material/styles';

/**
 * The MUI theme's colours and type as CSS custom properties (issue 31 item 1): the device list
 * and its shell are plain elements styled by CSS modules built at compile time, which read these
 * instead of computing styles per element at render. Set once at the root for the theme in use,
 * so light and dark both keep working; the values are the ones MUI's own components use.
 */
export function themeVariables(theme: Theme): Record<string, string> {
  const { palette, typography } = theme;
  const light = palette.mode === 'light';
  const divider = theme.alpha(palette.divider, 1);
  const { hoverOpacity, selectedOpacity } = palette.action;
  return {
    '--pp-font': String(typography.fontFamily),
    '--pp-text': palette.text.primary,
    '--pp-text-secondary': palette.text.secondary,
    '--pp-disabled': palette.action.disabled,
    '--pp-hover': palette.action.hover,
    '--pp-focus': palette.action.focus,
    '--pp-action-active': palette.action.active,
    '--pp-paper': palette.background.paper,
    '--pp-divider': palette.divider,
    '--pp-primary': palette.primary.main,
    '--pp-primary-underline': theme.alpha(palette.primary.main, 0.4),
    '--pp-primary-focus': theme.alpha(palette.primary.main, palette.action.focusOpacity),
    '--pp-selected': theme.alpha(palette.primary.main, selectedOpacity),
    '--pp-selected-focus': theme.alpha(palette.primary.main, selectedOpacity + palette.action.focusOpacity),
    '--pp-selected-hover': theme.alpha(palette.primary.main, selectedOpacity + hoverOpacity),
    '--pp-error': palette.error.main,
    '--pp-warning': palette.warning.main,
    '--pp-success': palette.success.main,
    // TableCell's border: the divider without its alpha, lightened (light) or darkened (dark).
    '--pp-cell-border': light ? theme.lighten(divider, 0.88) : theme.darken(divider, 0.68),
    '--pp-chip-border': light ? palette.grey[400] : palette.grey[700],
    '--pp-radius': `${theme.shape.borderRadius}px`,
    // LinearProgress's track and OutlinedInput's border, as MUI computes them.
    '--pp-progress-track': light
      ? theme.lighten(palette.primary.main, 0.62)
      : theme.darken(palette.primary.main, 0.5),
    '--pp-outline': light ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
    // Switch: its thumb, track and hover, as MUI's Switch computes them.
    '--pp-switch-thumb': light ? palette.common.white : palette.grey[300],
    '--pp-switch-track': light ? palette.common.black : palette.common.white,
    '--pp-switch-track-opacity': light ? '0.38' : '0.3',
    '--pp-switch-hover': theme.alpha(palette.action.active, hoverOpacity),
    '--pp-primary-hover': theme.alpha(palette.primary.main, hoverOpacity),
  };
}

/** The variables as a `:root` rule, for one `<style>` element at the root. */
export function themeVariablesCss(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return `:root{${body}}`;
}
