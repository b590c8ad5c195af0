import type { TFunction } from 'i18next';
import { en } from './en.ts';

/** The catalogue sections whose English texts the server and the shared schemas answer with. */
const sections = ['messages', 'errors', 'validation'] as const;

type Entry = { key: string; pattern: RegExp; names: string[] };

let entries: Entry[] | null = null;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Exact texts first, then templates with the most literal text, so 'Error adding contact' beats 'Error adding {{name}}'. */
function buildEntries(): Entry[] {
  const list = sections.flatMap((section) =>
    Object.entries(en[section] as Record<string, string>).map(([name, text]) => {
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string);
      const source = text
        .split(/\{\{\w+\}\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      return { key: `${section}.${name}`, pattern: new RegExp(`^${source}$`), names, literal: text.length };
    }),
  );
  return list
    .sort((a, b) => a.names.length - b.names.length || b.literal - a.literal)
    .map(({ key, pattern, names }) => ({ key, pattern, names }));
}

type Translate = (key: string, values?: Record<string, string>) => string;

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
  for (const entry of entries) {
    const match = entry.pattern.exec(message);
    if (!match) continue;
    const found = Object.fromEntries(entry.names.map((name, index) => [name, match[index + 1] ?? '']));
    return (t as unknown as Translate)(entry.key, { ...found, ...values });
  }
  return null;
}

/** A form field's error: the schema's message translated, else a generic text by the code. */
export function translateFieldError(
  error: { message?: string | undefined; type?: string | number | undefined },
  label: string,
  t: TFunction,
): string {
  const message = error.message ?? '';
  const translated = message ? findMessage(message, t, { name: label }) : null;
  if (translated) return translated;
  if (error.type === 'invalid_type') return t('validation.invalidValue');
  if (error.type === 'too_big' || error.type === 'too_small') return t('validation.outOfRange');
  return message || t('validation.invalidValue');
}
