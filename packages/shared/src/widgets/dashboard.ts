import { z } from 'zod';
import { timeZoneSchema } from '../report.ts';
import { name } from '../text.ts';
import type { WidgetDataResponse } from './data.ts';
import { layoutsSchema } from './layout.ts';
import { type DashboardRange, dashboardRangeSchema } from './range.ts';
import { widgetListSchema, widgetSchema } from './widget.ts';

/** The spec's dashboard messages (spec 5 pattern: 'Error adding/updating/deleting {{name}}'). */
export const dashboardMessages = {
  notFound: 'Dashboard not found',
  exists: 'Dashboard {{name}} already exists',
  changedElsewhere: 'This dashboard was changed elsewhere; reload to see the latest version',
  shareNotFound: 'Share link not found',
  foreignDevice: 'This device is not in the organisation',
  foreignGeofence: 'This geofence is not in the organisation',
  foreignAsset: 'This asset is not in the organisation',
  tooManyDevices: 'A widget of this type takes at most {{max}} devices',
  notOnSurface: 'This widget type is not available here',
  versionRequired: 'Send the version of the dashboard you changed',
  expiryInPast: 'The expiry must be in the future',
  tooManyShares: 'A dashboard has at most {{max}} active links; revoke one first',
  rangeNotAllowed: 'This link shows its saved range only',
  tooManyWidgets: 'A dashboard holds at most {{max}} widgets',
  tooManyDashboardDevices: 'A dashboard shows at most {{max}} devices in all',
} as const;

export const dashboardNameField = name('Dashboard name', { max: 100 });

export const dashboardCreateSchema = z.object({
  organisationId: z.uuid(),
  name: dashboardNameField,
  widgets: widgetListSchema.default([]),
  layouts: layoutsSchema.optional(),
  range: dashboardRangeSchema.optional(),
});
export type DashboardCreate = z.input<typeof dashboardCreateSchema>;

/** A change; `version` must match the stored one when widgets, layouts or range change (else 409). */
export const dashboardPatchSchema = z.object({
  name: dashboardNameField.optional(),
  widgets: widgetListSchema.optional(),
  layouts: layoutsSchema.optional(),
  range: dashboardRangeSchema.optional(),
  version: z.number().int().min(1).optional(),
});
export type DashboardPatch = z.input<typeof dashboardPatchSchema>;

export const dashboardDuplicateSchema = z.object({ name: dashboardNameField.optional() });

export const dashboardSummarySchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  widgetCount: z.number().int(),
  /** True while the dashboard has at least one active public link. */
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardSchema = dashboardSummarySchema.extend({
  /** Stored widgets; one that no longer parses comes back as it is, and the web shows it as unsupported. */
  widgets: z.array(z.union([widgetSchema, z.record(z.string(), z.unknown())])),
  layouts: layoutsSchema,
  range: dashboardRangeSchema,
  version: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const widgetDataQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Width of the widest chart in CSS pixels; sizes the buckets. */
  width: z.coerce.number().int().min(100).max(4000).default(1200),
  /** The zone whose midnights day buckets start at (the viewer's); the server's TZ when left out. */
  timeZone: timeZoneSchema.optional(),
});

/** POST /api/widget-data/preview: data of unsaved widgets (the settings dialog), for members and viewers. */
export const widgetDataPreviewSchema = z.object({
  organisationId: z.uuid(),
  widgets: widgetListSchema,
  range: dashboardRangeSchema.prefault({ kind: 'last', amount: 24, unit: 'hour' }),
  width: z.number().int().min(100).max(4000).default(1200),
  timeZone: timeZoneSchema.optional(),
});
export type WidgetDataPreview = z.input<typeof widgetDataPreviewSchema>;

/** Public links of a dashboard (DESIGN 9: >= 128-bit tokens, stored hashed, expiry, revocable). */
export const dashboardShareCreateSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Lets the viewer pick a shorter preset range than the saved one. */
  allowRange: z.boolean().default(false),
});
export const dashboardShareSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  allowRange: z.boolean(),
  /** The link's last characters, so an owner can tell links apart; the token itself is shown once. */
  hint: z.string(),
});
export type DashboardShare = z.infer<typeof dashboardShareSchema>;
export const dashboardShareCreatedSchema = z.object({ share: dashboardShareSchema, token: z.string() });
export type DashboardShareCreated = z.infer<typeof dashboardShareCreatedSchema>;

/** Most links (not revoked, not expired) a dashboard may have at once. */
export const MAX_ACTIVE_SHARES = 20;

/**
 * Ranges a share viewer may pick when its link allows it (`allowRange`), each only when
 * no longer than the dashboard's saved 'last' range; a fixed saved range allows none.
 */
export const sharePresets = {
  '1h': { kind: 'last', amount: 1, unit: 'hour' },
  '6h': { kind: 'last', amount: 6, unit: 'hour' },
  '24h': { kind: 'last', amount: 24, unit: 'hour' },
  '7d': { kind: 'last', amount: 7, unit: 'day' },
  '30d': { kind: 'last', amount: 30, unit: 'day' },
} as const satisfies Record<string, DashboardRange>;
export type SharePreset = keyof typeof sharePresets;
export const sharePresetSchema = z.enum(Object.keys(sharePresets) as [SharePreset, ...SharePreset[]]);

/** GET /api/share/dashboard/{token}?range=<preset>&width= */
export const shareDataQuerySchema = z.object({
  range: sharePresetSchema.optional(),
  width: z.coerce.number().int().min(100).max(4000).default(1200),
  timeZone: timeZoneSchema.optional(),
});

/** What a public share answers: the projection of the dashboard, then its data under share-local keys. */
export type SharedDashboard = {
  name: string;
  widgets: unknown[];
  layouts: z.infer<typeof layoutsSchema>;
  range: z.infer<typeof dashboardRangeSchema>;
  allowRange: boolean;
  expiresAt: string | null;
  /** The presets the viewer may pick (empty unless the link allows ranges). */
  presets: SharePreset[];
};
export type SharedDashboardAnswer = { dashboard: SharedDashboard; data: WidgetDataResponse };
