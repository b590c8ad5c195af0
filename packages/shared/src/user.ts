import { z } from 'zod';
import { text } from './text.ts';

export const roleSchema = z.enum(['owner', 'admin', 'member', 'viewer']);
export type Role = z.infer<typeof roleSchema>;

/** Each user setting once; the stored shape and the PATCH body are built from it. */
const settingFields = {
  theme: z.enum(['light', 'dark']),
  temperatureUnit: z.enum(['C', 'F']),
  mapMatching: z.boolean(),
  animatedLines: z.boolean(),
  language: z.enum(['en', 'fr']),
};

/** The settings as stored and answered, with the defaults of a new user. */
export const userSettingsSchema = z.object({
  ...settingFields,
  theme: settingFields.theme.optional(),
  temperatureUnit: settingFields.temperatureUnit.default('C'),
  mapMatching: settingFields.mapMatching.default(false),
  animatedLines: settingFields.animatedLines.default(true),
  language: settingFields.language.optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * PATCH /api/user/settings: only the fields sent, none filled in by a default (zod applies a
 * default inside `.partial()`), so choosing one setting never resets another.
 */
export const userSettingsPatchSchema = z.object(settingFields).partial().strict();
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;

/** Body of POST /api/user/ (spec 7): both values must be present. */
export const userUpsertBodySchema = z.object({
  email: z.email('Invalid email address'),
  sub: text('sub', { max: 255, trim: false }).min(1, 'sub is required'),
});

/** Body of the embedded-app logins (spec 7, POST /user/auth/validate-token and /auth/validate-token). */
export const validateTokenBodySchema = z.object({
  accessToken: text('accessToken', { max: 100_000, trim: false }).min(1, 'accessToken is required'),
  idToken: text('idToken', { max: 100_000, trim: false }).min(1, 'idToken is required'),
});

export const userOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: roleSchema,
});

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  sub: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  settings: userSettingsSchema,
  organisations: z.array(userOrganisationSchema),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ data: userSchema });
export const validateTokenResponseSchema = z.object({ user: userSchema });
