import type { TFunction } from 'i18next';
import { geofences } from '../../lib/i18n/sections/geofences.en.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';

type Entry = { key: string; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let entries: Entry[] | null = null;

/** The English texts of geofences.import.reasons (the server's words), as patterns. */
function buildEntries(): Entry[] {
  return Object.entries(geofences.import.reasons).map(([key, text]) => ({
    key,
    names: [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] as string),
    pattern: new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map(escapeRegExp)
        .join('(.+?)')}$`,
    ),
  }));
}

/**
 * A geofence or base import's reason in the user's language: the server's place messages from
 * geofences.import.reasons, else the catalogue's (required, too long...), else as it is.
 */
export function translatePlaceReason(reason: string, t: TFunction): string {
  entries ??= buildEntries();
  for (const entry of entries) {
    const match = entry.pattern.exec(reason);
    if (!match) continue;
    const values = Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1] ?? '']));
    return (t as unknown as (key: string, values: Record<string, string>) => string)(
      `geofences.import.reasons.${entry.key}`,
      values,
    );
  }
  return translateMessage(reason, t);
}
