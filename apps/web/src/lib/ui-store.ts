import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKeys } from './storage.ts';

export type ThemeMode = 'light' | 'dark';
export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

/** Spec 9: the client state's isMobile flag is set under 900 px. */
export const mobileMaxWidth = 900;

/** UI state only: what the server does not know (server data lives in TanStack Query). */
export type UiState = {
  themeMode: ThemeMode;
  sidebarCollapsed: boolean;
  isMobile: boolean;
  selectedOrganisationId: string | null;
  /** Spec 3 client state: a dashboard shown alone on the whole screen (a wall display). */
  isFullscreen: boolean;
  snackbar: { open: boolean; message: string; severity: SnackbarSeverity | undefined };
  setThemeMode: (mode: ThemeMode) => void;
  toggleTheme: () => void;
  toggleSidebar: () => void;
  setIsMobile: (isMobile: boolean) => void;
  setSelectedOrganisationId: (id: string | null) => void;
  setFullscreen: (isFullscreen: boolean) => void;
  showSnackbar: (message: string, severity?: SnackbarSeverity) => void;
  closeSnackbar: () => void;
};

export type UiStoreOptions = { defaultTheme: ThemeMode; storage?: Storage; viewportWidth?: number };

function readTheme(storage: Storage, fallback: ThemeMode): ThemeMode {
  const stored = storage.getItem(storageKeys.theme);
  return stored === 'light' || stored === 'dark' ? stored : fallback;
}

export function createUiStore({
  defaultTheme,
  storage = localStorage,
  viewportWidth = window.innerWidth,
}: UiStoreOptions): StoreApi<UiState> {
  return createStore<UiState>()((set, get) => ({
    themeMode: readTheme(storage, defaultTheme),
    sidebarCollapsed: storage.getItem(storageKeys.sidebarCollapsed) === 'true',
    isMobile: viewportWidth < mobileMaxWidth,
    selectedOrganisationId: null,
    isFullscreen: false,
    snackbar: { open: false, message: '', severity: undefined },
    setThemeMode: (mode) => {
      storage.setItem(storageKeys.theme, mode);
      set({ themeMode: mode });
    },
    toggleTheme: () => get().setThemeMode(get().themeMode === 'light' ? 'dark' : 'light'),
    toggleSidebar: () => {
      const collapsed = !get().sidebarCollapsed;
      storage.setItem(storageKeys.sidebarCollapsed, String(collapsed));
      set({ sidebarCollapsed: collapsed });
    },
    setIsMobile: (isMobile) => set({ isMobile }),
    setSelectedOrganisationId: (id) => set({ selectedOrganisationId: id }),
    setFullscreen: (isFullscreen) => set({ isFullscreen }),
    showSnackbar: (message, severity) => set({ snackbar: { open: true, message, severity } }),
    closeSnackbar: () => set({ snackbar: { open: false, message: '', severity: undefined } }),
  }));
}

const UiStoreContext = createContext<StoreApi<UiState> | null>(null);

export function UiStoreProvider({ store, children }: { store: StoreApi<UiState>; children: ReactNode }) {
  return createElement(UiStoreContext, { value: store }, children);
}

export function useUiStore<T>(selector: (state: UiState) => T): T {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStore must be used inside UiStoreProvider');
  return useStore(store, selector);
}
