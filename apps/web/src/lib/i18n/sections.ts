import type { actions } from './sections/actions.en.ts';
import type { assets } from './sections/assets.en.ts';
import type { bases } from './sections/bases.en.ts';
import type { billing } from './sections/billing.en.ts';
import type { commands } from './sections/commands.en.ts';
import type { dashboards, widgets } from './sections/dashboards.en.ts';
import type { geofenceEditor } from './sections/geofence-editor.en.ts';
import type { geofences } from './sections/geofences.en.ts';
import type { incidents } from './sections/incidents.en.ts';
import type { integrations } from './sections/integrations.en.ts';
import type { mapMatching } from './sections/map-matching.en.ts';
import type { reports } from './sections/reports.en.ts';
import type { Translations } from './translations.ts';

/** The catalogue's sections that are not loaded up front: a route loads the ones its screen uses. */
export type SectionCatalogue = {
  actions: typeof actions;
  assets: typeof assets;
  bases: typeof bases;
  billing: typeof billing;
  commands: typeof commands;
  dashboards: typeof dashboards;
  widgets: typeof widgets;
  geofenceEditor: typeof geofenceEditor;
  geofences: typeof geofences;
  incidents: typeof incidents;
  integrations: typeof integrations;
  mapMatching: typeof mapMatching;
  reports: typeof reports;
};

export type SectionName = keyof SectionCatalogue;

/** One section of one language, as its own chunk (dashboards and widgets share a file). */
type SectionLoader = () => Promise<Partial<Translations<SectionCatalogue>>>;

export const sectionLoaders: Record<'en' | 'fr', Record<SectionName, SectionLoader>> = {
  en: {
    actions: () => import('./sections/actions.en.ts').then((m) => ({ actions: m.actions })),
    assets: () => import('./sections/assets.en.ts').then((m) => ({ assets: m.assets })),
    bases: () => import('./sections/bases.en.ts').then((m) => ({ bases: m.bases })),
    billing: () => import('./sections/billing.en.ts').then((m) => ({ billing: m.billing })),
    commands: () => import('./sections/commands.en.ts').then((m) => ({ commands: m.commands })),
    dashboards: () => import('./sections/dashboards.en.ts').then((m) => ({ dashboards: m.dashboards })),
    widgets: () => import('./sections/dashboards.en.ts').then((m) => ({ widgets: m.widgets })),
    geofenceEditor: () =>
      import('./sections/geofence-editor.en.ts').then((m) => ({ geofenceEditor: m.geofenceEditor })),
    geofences: () => import('./sections/geofences.en.ts').then((m) => ({ geofences: m.geofences })),
    incidents: () => import('./sections/incidents.en.ts').then((m) => ({ incidents: m.incidents })),
    integrations: () =>
      import('./sections/integrations.en.ts').then((m) => ({ integrations: m.integrations })),
    mapMatching: () => import('./sections/map-matching.en.ts').then((m) => ({ mapMatching: m.mapMatching })),
    reports: () => import('./sections/reports.en.ts').then((m) => ({ reports: m.reports })),
  },
  fr: {
    actions: () => import('./sections/actions.fr.ts').then((m) => ({ actions: m.actions })),
    assets: () => import('./sections/assets.fr.ts').then((m) => ({ assets: m.assets })),
    bases: () => import('./sections/bases.fr.ts').then((m) => ({ bases: m.bases })),
    billing: () => import('./sections/billing.fr.ts').then((m) => ({ billing: m.billing })),
    commands: () => import('./sections/commands.fr.ts').then((m) => ({ commands: m.commands })),
    dashboards: () => import('./sections/dashboards.fr.ts').then((m) => ({ dashboards: m.dashboards })),
    widgets: () => import('./sections/dashboards.fr.ts').then((m) => ({ widgets: m.widgets })),
    geofenceEditor: () =>
      import('./sections/geofence-editor.fr.ts').then((m) => ({ geofenceEditor: m.geofenceEditor })),
    geofences: () => import('./sections/geofences.fr.ts').then((m) => ({ geofences: m.geofences })),
    incidents: () => import('./sections/incidents.fr.ts').then((m) => ({ incidents: m.incidents })),
    integrations: () =>
      import('./sections/integrations.fr.ts').then((m) => ({ integrations: m.integrations })),
    mapMatching: () => import('./sections/map-matching.fr.ts').then((m) => ({ mapMatching: m.mapMatching })),
    reports: () => import('./sections/reports.fr.ts').then((m) => ({ reports: m.reports })),
  },
};

export const sectionNames = Object.keys(sectionLoaders.en) as SectionName[];
