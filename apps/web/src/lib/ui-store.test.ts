import { describe, expect, it } from 'vitest';
import { createUiStore } from './ui-store.ts';

describe('ui store', () => {
  it('starts with the stored theme, else the configured default', () => {
    expect(createUiStore({ defaultTheme: 'dark' }).getState().themeMode).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(createUiStore({ defaultTheme: 'dark' }).getState().themeMode).toBe('light');
  });

  it('toggles the theme and saves it under theme', () => {
    const store = createUiStore({ defaultTheme: 'light' });
    store.getState().toggleTheme();
    expect(store.getState().themeMode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('saves the sidebar state as a true/false string', () => {
    const store = createUiStore({ defaultTheme: 'light' });
    expect(store.getState().sidebarCollapsed).toBe(false);
    store.getState().toggleSidebar();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    store.getState().toggleSidebar();
    expect(localStorage.getItem('sidebarCollapsed')).toBe('false');
  });

  it('sets isMobile under 900 px', () => {
    expect(createUiStore({ defaultTheme: 'light', viewportWidth: 899 }).getState().isMobile).toBe(true);
    expect(createUiStore({ defaultTheme: 'light', viewportWidth: 900 }).getState().isMobile).toBe(false);
  });

  it('opens the snackbar with a message and clears it on close', () => {
    const store = createUiStore({ defaultTheme: 'light' });
    store.getState().showSnackbar('Saved', 'success');
    expect(store.getState().snackbar).toEqual({ open: true, message: 'Saved', severity: 'success' });
    store.getState().closeSnackbar();
    expect(store.getState().snackbar).toEqual({ open: false, message: '', severity: undefined });
  });
});
