import { actions } from '../lib/i18n/sections/actions.en.ts';
import { assets } from '../lib/i18n/sections/assets.en.ts';
import { bases } from '../lib/i18n/sections/bases.en.ts';
import { billing } from '../lib/i18n/sections/billing.en.ts';
import { commands } from '../lib/i18n/sections/commands.en.ts';
import { dashboards, widgets } from '../lib/i18n/sections/dashboards.en.ts';
import { geofenceEditor } from '../lib/i18n/sections/geofence-editor.en.ts';
import { geofences } from '../lib/i18n/sections/geofences.en.ts';
import { incidents } from '../lib/i18n/sections/incidents.en.ts';
import { integrations } from '../lib/i18n/sections/integrations.en.ts';
import { mapMatching } from '../lib/i18n/sections/map-matching.en.ts';
import { reports } from '../lib/i18n/sections/reports.en.ts';
import type { SectionCatalogue } from '../lib/i18n/sections.ts';

/**
 * Every English section, bundled with the tests: a component rendered on its own (not through its
 * route, which loads its sections) speaks as in the app. A language switch loads them all in French.
 */
export const allEnglishSections: SectionCatalogue = {
  actions,
  assets,
  bases,
  billing,
  commands,
  dashboards,
  widgets,
  geofenceEditor,
  geofences,
  incidents,
  integrations,
  mapMatching,
  reports,
};
