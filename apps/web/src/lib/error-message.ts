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

export function useErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, fallback: string) =>
      errorText(error, fallback, (message) => translateMessage(message, t)),
    [t],
  );
}
