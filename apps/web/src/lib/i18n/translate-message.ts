import type { TFunction } from 'i18next';
import { en } from './en.ts';

/** The catalogue sections whose English texts the server and the shared schemas answer with. */
const sections = ['messages', 'errors', 'validation'] as const;

type Entry = { key: string; pattern: RegExp; names: string[] };
type Translate = (key: string, values?: Record<string, string>) => string;

/** What a form (react-hook-form, a zod issue) says of a field. */
export type FieldErrorLike = { message?: string | undefined; type?: string | number | undefined };

/** Words a field's error for the screen; `label` is what the message calls the field. */
export type FieldErrorTranslator = (error: FieldErrorLike, label: string, t: TFunction) => string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A catalogue key's English text ('Geofence {{name}} already exists') as a pattern of the message. */
function entryOf(key: string, text: string): Entry {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string);
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

/** The first entry the message matches, answered in the current language with what it named. */
function lookUp(
  entries: Entry[],
  message: string,
  t: TFunction,
  values: Record<string, string> = {},
): string | null {
  for (const entry of entries) {
    const match = entry.pattern.exec(message);
    if (!match) continue;
    const found = Object.fromEntries(entry.names.map((name, index) => [name, match[index + 1] ?? '']));
    return (t as unknown as Translate)(entry.key, { ...found, ...values });
  }
  return null;
}

let entries: Entry[] | null = null;

/** Exact texts first, then templates with the most literal text, so 'Error adding contact' beats 'Error adding {{name}}'. */
function buildEntries(): Entry[] {
  const list = sections.flatMap((section) =>
    Object.entries(en[section] as Record<string, string>).map(([name, text]) => ({
      ...entryOf(`${section}.${name}`, text),
      literal: text.length,
    })),
  );
  return list
    .sort((a, b) => a.names.length - b.names.length || b.literal - a.literal)
    .map(({ key, pattern, names }) => ({ key, pattern, names }));
}

/**
 * Finds an English message (a spec message, a server message, a shared schema's message) in the
 * catalogue and answers it in the current language; `values` replace what the message named
 * (e.g. a field's translated label for {{name}}). Unknown messages come back as they are.
 */
export function translateMessage(message: string, t: TFunction, values: Record<string, string> = {}): string {
  return findMessage(message, t, values) ?? message;
}

function findMessage(message: string, t: TFunction, values: Record<string, string>): string | null {
  entries ??= buildEntries();
  return lookUp(entries, message, t, values);
}

/** A form field's error: the schema's message translated, else a generic text by the code. */
export const translateFieldError: FieldErrorTranslator = (error, label, t) => {
  const message = error.message ?? '';
  const translated = message ? findMessage(message, t, { name: label }) : null;
  if (translated) return translated;
  if (error.type === 'invalid_type') return t('validation.invalidValue');
  if (error.type === 'too_big' || error.type === 'too_small') return t('validation.outOfRange');
  return message || t('validation.invalidValue');
};

/**
 * The messages of one catalogue section whose English texts are a screen's server or schema
 * messages (e.g. `geofences.import.reasons`): each is answered with that section's wording in the
 * current language, others go through the app's catalogue, unknown ones come back as they are.
 */
export function sectionMessages(prefix: string, texts: Record<string, string>) {
  let own: Entry[] | null = null;
  /** The section's wording of the message, or null when the section does not have it. */
  const find = (message: string, t: TFunction): string | null => {
    own ??= Object.entries(texts).map(([key, text]) => entryOf(`${prefix}.${key}`, text));
    return lookUp(own, message, t);
  };
  const translate = (message: string, t: TFunction): string =>
    find(message, t) ?? translateMessage(message, t);
  /** A form field's error: the section's message, else the catalogue's ('Name is required'). */
  const fieldError: FieldErrorTranslator = (error, label, t) =>
    (error.message && find(error.message, t)) || translateFieldError(error, label, t);
  return { translate, fieldError };
}
