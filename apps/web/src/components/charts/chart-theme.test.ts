import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../lib/theme.ts';
import { chartThemeFrom } from './chart-theme.ts';

describe('chart theme from the MUI theme', () => {
  it('follows light and dark, the brand colour first', () => {
    const light = chartThemeFrom(createAppTheme('light', '#1a3a6b', '#3c6e71'));
    const dark = chartThemeFrom(createAppTheme('dark', '#1a3a6b', '#3c6e71'));
    expect(light).toMatchObject({ mode: 'light', background: 'transparent', text: 'rgba(0, 0, 0, 0.87)' });
    expect(light.palette[0]).toBe('#1a3a6b');
    expect(dark).toMatchObject({ mode: 'dark', text: '#fff' });
    // On dark, MUI lightens the brand colour for contrast; the charts use that shade.
    expect(dark.palette[0]).not.toBe('#1a3a6b');
    expect(dark.palette[0]).toBe(createAppTheme('dark', '#1a3a6b', '#3c6e71').palette.primary.main);
    expect(light.fontFamily).toContain('Inter');
    expect(new Set(light.palette).size).toBe(light.palette.length);
  });
});
