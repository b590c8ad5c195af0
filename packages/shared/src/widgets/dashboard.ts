import { z } from 'zod';
import { name } from '../text.ts';
import { layoutsSchema } from './layout.ts';
import { dashboardRangeSchema } from './range.ts';
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
});

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

/** What a public share answers: the projection of the dashboard, then its data under share-local keys. */
export type SharedDashboard = {
  name: string;
  widgets: unknown[];
  layouts: z.infer<typeof layoutsSchema>;
  range: z.infer<typeof dashboardRangeSchema>;
  allowRange: boolean;
  expiresAt: string | null;
};
