import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/error-message.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';

/** The server refuses a device past the organisation's limit with details.reason 'limit_reached' (spec 4). */
export function limitReached(error: unknown): { limit: number | null } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const details = error.details as { reason?: unknown; limit?: unknown } | undefined;
  if (details?.reason !== 'limit_reached') return null;
  return { limit: typeof details.limit === 'number' ? details.limit : null };
}

/** A failed device change's text: the device limit, the server's message for people, else `fallback`. */
export function useDeviceErrorText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, fallback: string) => {
      const limit = limitReached(error);
      if (limit) {
        return limit.limit === null
          ? t('devices.limitReachedShort')
          : t('errors.deviceLimit', { limit: String(limit.limit) });
      }
      // Too many tries (e.g. wrong claim codes): the server says how long to wait.
      if (error instanceof ApiError && error.status === 429 && error.message)
        return translateMessage(error.message, t);
      return errorText(error, fallback);
    },
    [t, errorText],
  );
}
