import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';
import { themeVariables } from './theme-variables.ts';

// The first screen's colours are computed without MUI (issue 31); MUI's theme, built for what
// loads later, must hold the same, or a dialog would not match the list behind it.
describe('the theme variables without MUI', () => {
  const colours = ['#004AAD', '#0d00ad', '#2e7d32', '#f9a825', '#ffffff', '#000000', '#7b1fa2'];
  for (const mode of ['light', 'dark'] as const)
    for (const primary of colours)
      it(`match MUI's theme for ${primary} in ${mode}`, () => {
        const theme = createAppTheme(mode, primary, '#0d00ad');
        const { palette } = theme;
        const vars = themeVariables(mode, primary);
        expect(vars).toMatchObject({
          '--pp-background': palette.background.default,
          '--pp-paper': palette.background.paper,
          '--pp-text': palette.text.primary,
          '--pp-text-secondary': palette.text.secondary,
          '--pp-disabled': palette.action.disabled,
          '--pp-disabled-background': palette.action.disabledBackground,
          '--pp-hover': palette.action.hover,
          '--pp-focus': palette.action.focus,
          '--pp-action-active': palette.action.active,
          '--pp-divider': palette.divider,
          '--pp-primary': palette.primary.main,
          '--pp-primary-dark': palette.primary.dark,
          '--pp-primary-contrast': palette.primary.contrastText,
          '--pp-primary-border': theme.alpha(palette.primary.main, 0.5),
          '--pp-selected': theme.alpha(palette.primary.main, palette.action.selectedOpacity),
          '--pp-primary-hover': theme.alpha(palette.primary.main, palette.action.hoverOpacity),
          '--pp-error': palette.error.main,
          '--pp-warning': palette.warning.main,
          '--pp-success': palette.success.main,
          '--pp-error-text':
            mode === 'light'
              ? theme.darken(palette.error.light, 0.6)
              : theme.lighten(palette.error.light, 0.6),
          '--pp-error-background':
            mode === 'light'
              ? theme.lighten(palette.error.light, 0.9)
              : theme.darken(palette.error.light, 0.9),
          '--pp-warning-text':
            mode === 'light'
              ? theme.darken(palette.warning.light, 0.6)
              : theme.lighten(palette.warning.light, 0.6),
          '--pp-progress-track':
            mode === 'light'
              ? theme.lighten(palette.primary.main, 0.62)
              : theme.darken(palette.primary.main, 0.5),
          '--pp-font': theme.typography.fontFamily,
          '--pp-radius': `${theme.shape.borderRadius}px`,
        });
      });
});
