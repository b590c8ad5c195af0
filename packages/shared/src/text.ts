import { z } from 'zod';
import { fillMessage, messages } from './messages.ts';

/**
 * The one text rule of every request schema: what a person types, never characters that
 * break storage or hide what the text says. PostgreSQL refuses U+0000 in text and lone
 * UTF-16 surrogates in jsonb, and bidirectional overrides make a name read differently
 * from what it is ("Trojan Source").
 */
export const textMessages = {
  controlCharacters: '{{name}} must not contain control characters',
  oneLine: '{{name}} must be on one line',
  brokenCharacter: '{{name}} contains a broken character',
  directionControls: '{{name}} must not contain text direction controls',
  tooLong: '{{name}} must be at most {{max}} characters',
} as const;

/** Line breaks and tabs: allowed only in multi-line text. */
const lineBreaks = /[\t\n\r]/;
/** C0 controls other than tab and line breaks, DEL and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). */
const directionControls = /[\u202A-\u202E\u2066-\u2069]/;
/** Nothing a person can see: empty, white space or zero-width characters only. */
const invisibleOnly = /^[\s\u200B-\u200D\u2060\uFEFF]*$/;

export type TextOptions = {
  /** Longest text accepted, in UTF-16 units. */
  max?: number;
  /** Tabs and line breaks allowed (descriptions, messages); single-line text refuses them. */
  multiline?: boolean;
  /** Leading and trailing white space dropped (the default); off where text must match exactly. */
  trim?: boolean;
};

/** The message for text that breaks the rule, or null when it is fine. */
export function textProblem(value: string, label: string, multiline = false): string | null {
  const fill = (template: string) => fillMessage(template, { name: label });
  if (controls.test(value)) return fill(textMessages.controlCharacters);
  if (!multiline && lineBreaks.test(value)) return fill(textMessages.oneLine);
  if (loneSurrogate.test(value)) return fill(textMessages.brokenCharacter);
  if (directionControls.test(value)) return fill(textMessages.directionControls);
  return null;
}

/** True when the text shows nothing: empty, white space or zero-width characters only. */
export const isInvisible = (value: string) => invisibleOnly.test(value);

/** Text of a request (`label` names it in messages, e.g. 'Address'); may be empty. */
export function text(label: string, { max = 1000, multiline = false, trim = true }: TextOptions = {}) {
  const base = z.string({ error: fillMessage(messages.required, { name: label }) });
  return (trim ? base.trim() : base)
    .max(max, fillMessage(textMessages.tooLong, { name: label, max }))
    .superRefine((value, ctx) => {
      const problem = textProblem(value, label, multiline);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * A required name (spec 5: '{{name}} is required'): blank, white space and zero-width
 * characters alone are no name. One line, trimmed.
 */
export function name(label: string, { max = 200, min = 1 }: { max?: number; min?: number } = {}) {
  const isRequired = fillMessage(messages.required, { name: label });
  return z
    .string({ error: isRequired })
    .trim()
    .refine((value) => !isInvisible(value), { error: isRequired, abort: true })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, fillMessage(textMessages.tooLong, { name: label, max }))
    .superRefine((value, ctx) => {
      const problem = textProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The first bad key or string value in a JSON value from a user (walked to any depth), or null. */
export function jsonProblem(value: unknown, label: string): string | null {
  const seen: unknown[] = [value];
  while (seen.length > 0) {
    const item = seen.pop();
    if (typeof item === 'string') {
      const problem = textProblem(item, label, true);
      if (problem) return problem;
    } else if (Array.isArray(item)) seen.push(...item);
    else if (item !== null && typeof item === 'object')
      for (const [key, inner] of Object.entries(item)) {
        const problem = textProblem(key, label);
        if (problem) return problem;
        seen.push(inner);
      }
  }
  return null;
}

/** A JSON value from a user (kept as jsonb): its keys and string values follow the text rule. */
export const safeJson = <T extends z.ZodType>(schema: T, label: string) =>
  schema.superRefine((value, ctx) => {
    const problem = jsonProblem(value, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
