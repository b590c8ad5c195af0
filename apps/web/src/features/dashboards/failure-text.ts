import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-message.ts';

export type Failure = 'messages.errorAdding' | 'messages.errorUpdating' | 'messages.errorDeleting';

/**
 * The spec's "Error adding {{name}}" (updating, deleting) for a dashboard, followed by the
 * server's reason when it gives one a person can act on ("… already exists").
 */
export function useFailureText() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, template: Failure, name: string) => {
      const generic = t(template, { name });
      const reason = errorText(error, '');
      return reason ? t('dashboards.errorWithReason', { error: generic, reason }) : generic;
    },
    [t, errorText],
  );
}
