import { z } from 'zod';
import { name } from './text.ts';
import { widgetListSchema, widgetSchema } from './widgets/widget.ts';

/**
 * Scheduled reports (spec 3 Report: widgets, schedule time, schedule settings,
 * recipients). A report stores the same widget array as a dashboard, plus a period,
 * a schedule in the organisation's time zone, recipients and the formats it sends.
 */
export const reportMessages = {
  notFound: 'Report not found',
  runNotFound: 'Run not found',
  fileNotFound: 'File not found',
  fileExpired: 'This file is no longer kept',
  exists: 'Report {{name}} already exists',
  noWidget: 'Add at least one widget',
  noRecipient: 'at least one recipient must be selected',
  noFormat: 'Choose at least one format',
  noDay: 'Choose at least one day',
  invalidTime: 'Use a time like 07:00',
  foreignContact: 'Contact not found',
  foreignMember: 'This person is not a member of the organisation',
  runInProgress: 'This report is already running; wait for it to finish',
  invalidTimeZone: 'Choose a time zone like America/Toronto',
} as const;

export const reportFormats = ['pdf', 'csv', 'xlsx'] as const;
export const reportFormatSchema = z.enum(reportFormats);
export type ReportFormat = z.infer<typeof reportFormatSchema>;

/**
 * The window a run covers: the last full local day, the 7 full local days before the
 * run's day, the previous calendar month, or everything since the previous run.
 */
export const reportPeriods = ['day', 'week', 'month', 'since_last'] as const;
export const reportPeriodSchema = z.enum(reportPeriods);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportLanguageSchema = z.enum(['en', 'fr']);
export type ReportLanguage = z.infer<typeof reportLanguageSchema>;

/** True for a time zone the runtime knows (IANA names like America/Toronto). */
export function isTimeZone(value: string): boolean {
  if (!/^[\w/+-]{1,64}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, reportMessages.invalidTimeZone);
export const defaultTimeZone = 'America/Toronto';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, reportMessages.invalidTime);
/** ISO weekdays: 1 is Monday, 7 is Sunday. */
const weekday = z.number().int().min(1).max(7);

/**
 * When a report runs, in the organisation's time zone: daily at HH:MM, weekly on the
 * chosen days, or monthly on day N (a month without that day runs on its last day).
 */
export const reportScheduleSchema = z.discriminatedUnion('frequency', [
  z.object({ frequency: z.literal('daily'), time: timeOfDay }),
  z.object({
    frequency: z.literal('weekly'),
    time: timeOfDay,
    days: z
      .array(weekday)
      .min(1, reportMessages.noDay)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  }),
  z.object({ frequency: z.literal('monthly'), time: timeOfDay, dayOfMonth: z.number().int().min(1).max(31) }),
]);
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
/** A stored schedule as answers carry it (no transform: response schemas are encoded). */
export const reportScheduleViewSchema = z.discriminatedUnion('frequency', [
  z.object({ frequency: z.literal('daily'), time: z.string() }),
  z.object({ frequency: z.literal('weekly'), time: z.string(), days: z.array(z.number()) }),
  z.object({ frequency: z.literal('monthly'), time: z.string(), dayOfMonth: z.number() }),
]);

/** A recipient: one of the organisation's contacts, or one of its members (by user id). */
export const reportRecipientSchema = z.object({
  kind: z.enum(['contact', 'member']),
  id: z.uuid('Select recipients from the list'),
});
export type ReportRecipientRef = z.infer<typeof reportRecipientSchema>;
export const MAX_REPORT_RECIPIENTS = 50;

const recipients = z
  .array(reportRecipientSchema)
  .min(1, reportMessages.noRecipient)
  .max(MAX_REPORT_RECIPIENTS)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((r) => !seen.has(`${r.kind}:${r.id}`) && seen.add(`${r.kind}:${r.id}`));
  });
const formats = z
  .array(reportFormatSchema)
  .min(1, reportMessages.noFormat)
  .max(3)
  .transform((list) => reportFormats.filter((f) => list.includes(f)));

export const reportNameField = name('Report name', { max: 100 });

const reportFields = {
  name: reportNameField,
  widgets: widgetListSchema.refine((w) => w.length > 0, reportMessages.noWidget),
  period: reportPeriodSchema,
  schedule: reportScheduleSchema,
  recipients,
  formats,
  /** The language of the files and the e-mail. */
  language: reportLanguageSchema,
  /** Temperatures in the files: stored in °C, shown in this unit. */
  temperatureUnit: z.enum(['C', 'F']),
  enabled: z.boolean(),
};

export const reportCreateSchema = z.object({
  organisationId: z.uuid(),
  ...reportFields,
  language: reportFields.language.default('en'),
  temperatureUnit: reportFields.temperatureUnit.default('C'),
  enabled: reportFields.enabled.default(true),
});
export type ReportCreate = z.input<typeof reportCreateSchema>;

export const reportPatchSchema = z.object(reportFields).partial();
export type ReportPatch = z.input<typeof reportPatchSchema>;

export const reportEnabledSchema = z.object({ enabled: z.boolean() });
export const reportDuplicateSchema = z.object({ name: reportNameField.optional() });
/** POST /api/report/{id}/run: 'send' delivers to the recipients; a preview only renders. */
export const reportRunRequestSchema = z.object({ send: z.boolean().default(true) });

export const reportRunStatusSchema = z.enum(['queued', 'running', 'done', 'partial', 'failed']);
export type ReportRunStatus = z.infer<typeof reportRunStatusSchema>;
export const reportRunTriggerSchema = z.enum(['schedule', 'manual', 'preview']);

export const reportRecipientViewSchema = reportRecipientSchema.extend({
  name: z.string(),
  email: z.string(),
});
export type ReportRecipient = z.infer<typeof reportRecipientViewSchema>;

const lastRun = z.object({
  id: z.uuid(),
  trigger: reportRunTriggerSchema,
  status: reportRunStatusSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const reportSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  name: z.string(),
  /** Stored widgets; one that no longer parses comes back as it is. */
  widgets: z.array(z.union([widgetSchema, z.record(z.string(), z.unknown())])),
  period: reportPeriodSchema,
  schedule: reportScheduleViewSchema,
  recipients: z.array(reportRecipientViewSchema),
  formats: z.array(reportFormatSchema),
  language: reportLanguageSchema,
  temperatureUnit: z.enum(['C', 'F']),
  enabled: z.boolean(),
  /** The organisation's time zone, which the schedule and the periods follow. */
  timeZone: z.string(),
  nextRunAt: z.string().nullable(),
  lastRun: lastRun.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportFileSchema = z.object({
  format: reportFormatSchema,
  fileName: z.string(),
  size: z.number().int(),
  expiresAt: z.string(),
  /** False once the file is past its keeping time (REPORT_FILES_DAYS). */
  available: z.boolean(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

export const reportDeliveryStatusSchema = z.enum(['queued', 'sending', 'retrying', 'sent', 'failed']);
export const reportDeliverySchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  name: z.string(),
  status: reportDeliveryStatusSchema,
  /** Where it went: a mail server, or the outbox when none is configured. */
  destination: z.enum(['smtp', 'outbox']).nullable(),
  /** True when the files were attached; false when the mail held download links (over the size cap). */
  attached: z.boolean().nullable(),
  attempts: z.number().int(),
  /** An error class ('smtp_550', 'timeout'...), never a remote server's words. */
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ReportDelivery = z.infer<typeof reportDeliverySchema>;

export const reportRunSchema = z.object({
  id: z.uuid(),
  reportId: z.uuid(),
  trigger: reportRunTriggerSchema,
  status: reportRunStatusSchema,
  periodFrom: z.string(),
  periodTo: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  files: z.array(reportFileSchema),
  deliveries: z.array(reportDeliverySchema),
});
export type ReportRun = z.infer<typeof reportRunSchema>;
export const reportRunPageSchema = z.object({
  items: z.array(reportRunSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const reportRunQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A table as every format draws it (the charts package's TableModel). */
export type ReportTable = {
  columns: { key: string; label: string; numeric: boolean }[];
  rows: { cells: { value: string | number | null; text: string }[] }[];
};

/**
 * What a run renders, once, before any file: the PDF, CSV and XLSX writers and the
 * browser's preview all draw this, so they agree.
 */
export type ReportSectionTable = {
  /** 'Summary', 'Data'...: empty when the widget has one table. */
  title: string;
  table: ReportTable;
  /** False for tables too long to print (a chart's every bucket): CSV and XLSX only. */
  print: boolean;
};
export type ReportSection = {
  widgetId: string;
  title: string;
  /** A chart as SVG (ECharts' server-side rendering), when the widget draws one. */
  svg: string | null;
  svgSize: { width: number; height: number } | null;
  /** The widget's numbers as tables, the same in every format. */
  tables: ReportSectionTable[];
  /** Text: a note's markdown as plain text, or why the widget shows nothing. */
  text: string | null;
};
export type ReportDocument = {
  title: string;
  siteTitle: string;
  primaryColour: string;
  language: ReportLanguage;
  timeZone: string;
  period: { from: string; to: string; label: string };
  generatedAt: string;
  sections: ReportSection[];
};

const weekdayNames = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
} as const;

function joinList(items: string[], language: ReportLanguage): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'fr' ? ' et ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

/** A schedule in words: 'Every Monday at 07:00', 'Every day at 18:30', 'Every month on day 1 at 07:00'. */
export function describeSchedule(schedule: ReportSchedule, language: ReportLanguage = 'en'): string {
  const fr = language === 'fr';
  const at = fr ? `à ${schedule.time}` : `at ${schedule.time}`;
  if (schedule.frequency === 'daily') return fr ? `Tous les jours ${at}` : `Every day ${at}`;
  if (schedule.frequency === 'monthly') {
    const day = schedule.dayOfMonth;
    if (fr) return `Le ${day === 1 ? '1er' : day} de chaque mois ${at}`;
    return `Every month on day ${day} ${at}`;
  }
  const days = schedule.days;
  if (days.length === 7) return fr ? `Tous les jours ${at}` : `Every day ${at}`;
  if (days.join() === '1,2,3,4,5') return fr ? `Du lundi au vendredi ${at}` : `Every weekday ${at}`;
  const names = days.map((d) => weekdayNames[language][d - 1] as string);
  return fr ? `Chaque ${joinList(names, language)} ${at}` : `Every ${joinList(names, language)} ${at}`;
}
