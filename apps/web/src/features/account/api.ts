import type { User, UserSettings } from '@pinpoint/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/api-context.tsx';
import { useUiStore } from '../../lib/ui-store.ts';
import { userQueryKey } from '../../lib/user.ts';

export type SettingsPatch = Partial<UserSettings>;

/**
 * PATCH /user/settings: applied to the user data at once (so every screen follows), replaced by
 * the server's answer, rolled back on failure; the snackbar confirms either way.
 */
export function useSaveSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const notify = useUiStore((state) => state.showSnackbar);
  return useMutation({
    mutationFn: (patch: SettingsPatch) => api.mutate.patch<{ data: User }>('/user/settings', patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: userQueryKey });
      const previous = queryClient.getQueryData<User | null>(userQueryKey);
      if (previous) {
        queryClient.setQueryData<User>(userQueryKey, {
          ...previous,
          settings: { ...previous.settings, ...patch },
        });
      }
      return { previous };
    },
    onSuccess: (answer) => {
      if (answer?.data) queryClient.setQueryData<User>(userQueryKey, answer.data);
      // i18n.t, not a render's t: a language change has just taken effect.
      notify(i18n.t('account.saved'), 'success');
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(userQueryKey, context.previous);
      notify(i18n.t('account.saveError'), 'error');
    },
  });
}
