import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api.ts';
import { translateMessage } from './i18n/translate-message.ts';

/** Statuses whose server message is meant for people (refused, missing, already exists, signed out). */
const humanStatuses = new Set([401, 403, 404, 409]);

/** The text a failed mutation shows: the server's human message when it has one, else the screen's. */
export function errorText(error: unknown, fallback: string, translate: (message: string) => string): string {
  if (error instanceof ApiError && humanStatuses.has(error.status) && error.message) {
    return translate(error.message);
  }
  return fallback;
}

/**
 * The fields a 400 answer names ('deviceIds: Device not found; name: …'), each with its message,
 * for those of `fields` only: a form shows them under the fields they belong to.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: ReadonlySet<string>,
): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.message
    .split('; ')
    .map((part) => /^(\w+): (.+)$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null && fields.has(match[1] as string))
    .map((match) => ({ field: match[1] as string, message: match[2] as string }));
}

export function useErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallback: string) =>
      errorText(error, fallback, (message) => translateMessage(message, t)),
    [t],
  );
}
