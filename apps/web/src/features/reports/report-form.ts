import {
  type Report,
  type ReportFormat,
  type ReportLanguage,
  type ReportPeriod,
  type ReportRecipientRef,
  reportCreateSchema,
} from '@pinpoint/shared/report.ts';
import { parseStoredWidgets, type Widget } from '@pinpoint/shared/widgets/widget.ts';

/**
 * The editor's draft of a report: the schedule keeps every frequency's settings, so switching
 * from weekly to monthly and back loses nothing; the shared schema checks it on save.
 */
export type ReportDraft = {
  name: string;
  widgets: Widget[];
  period: ReportPeriod;
  frequency: 'daily' | 'weekly' | 'monthly';
  time: string;
  days: number[];
  dayOfMonth: number;
  recipients: ReportRecipientRef[];
  formats: ReportFormat[];
  language: ReportLanguage;
  temperatureUnit: 'C' | 'F';
  enabled: boolean;
};

export function newDraft(language: string, temperatureUnit: 'C' | 'F'): ReportDraft {
  return {
    name: '',
    widgets: [],
    period: 'week',
    frequency: 'weekly',
    time: '07:00',
    days: [1],
    dayOfMonth: 1,
    recipients: [],
    formats: ['pdf'],
    language: language.startsWith('fr') ? 'fr' : 'en',
    temperatureUnit,
    enabled: true,
  };
}

export function draftOf(report: Report): ReportDraft {
  const { schedule } = report;
  return {
    name: report.name,
    widgets: parseStoredWidgets(report.widgets).flatMap((w) => (w.ok ? [w.widget] : [])),
    period: report.period,
    frequency: schedule.frequency,
    time: schedule.time,
    days: schedule.frequency === 'weekly' ? schedule.days : [1],
    dayOfMonth: schedule.frequency === 'monthly' ? schedule.dayOfMonth : 1,
    recipients: report.recipients.map(({ kind, id }) => ({ kind, id })),
    formats: report.formats,
    language: report.language,
    temperatureUnit: report.temperatureUnit,
    enabled: report.enabled,
  };
}

/** The body a save sends (the server checks it the same way). */
export function inputOf(draft: ReportDraft) {
  const schedule =
    draft.frequency === 'daily'
      ? { frequency: 'daily' as const, time: draft.time }
      : draft.frequency === 'weekly'
        ? { frequency: 'weekly' as const, time: draft.time, days: draft.days }
        : { frequency: 'monthly' as const, time: draft.time, dayOfMonth: draft.dayOfMonth };
  return {
    name: draft.name,
    widgets: draft.widgets,
    period: draft.period,
    schedule,
    recipients: draft.recipients,
    formats: draft.formats,
    language: draft.language,
    temperatureUnit: draft.temperatureUnit,
    enabled: draft.enabled,
  };
}

const checker = reportCreateSchema.omit({ organisationId: true });

/** The draft's problems by field ('name', 'schedule', 'recipients'...), in the schema's words. */
export function draftErrors(draft: ReportDraft): Record<string, string> {
  const parsed = checker.safeParse(inputOf(draft));
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      errors[key] ??= issue.message;
    }
  return errors;
}
