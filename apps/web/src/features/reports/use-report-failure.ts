import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { translateMessage } from '../../lib/i18n/translate-message.ts';

export type Failure = 'messages.errorAdding' | 'messages.errorUpdating' | 'messages.errorDeleting';

/**
 * The spec's "Error adding {{name}}" (updating, deleting) for a report, followed by the server's
 * reason when it gives one: a taken name, a device or recipient not in the organisation (400s
 * name the field, e.g. "recipients[1]: Contact not found").
 */
export function useReportFailure() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, template: Failure, name: string) => {
      const generic = t(template, { name });
      const reason =
        error instanceof ApiError && error.status < 500 && error.message
          ? translateMessage(error.message, t)
          : '';
      return reason ? t('reports.errorWithReason', { error: generic, reason }) : generic;
    },
    [t],
  );
}
