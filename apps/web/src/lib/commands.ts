import type {
  Command,
  CommandCatalogue,
  CommandCreate,
  CommandPage,
  CommandStatus,
  CommandTransportProblem,
  NetworkSettings,
  NetworkSettingsInput,
} from '@pinpoint/shared';
import { commandTransportProblems } from '@pinpoint/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';
import { useApi } from './api-context.tsx';

/**
 * Commands to devices (issue 15), read by the command page and the device's commands card: the
 * organisation's queue, a device's catalogue, sending and cancelling, and the network-server
 * settings. While a listed command is still on its way the list refreshes itself.
 */

export type { Command, CommandCatalogue, CommandStatus, NetworkSettings, NetworkSettingsInput };

export type CommandFilters = { deviceId?: string; status?: CommandStatus; from?: string; to?: string };

export const commandKeys = {
  all: ['commands'] as const,
  list: (organisationId: string, filters: CommandFilters, page: number, pageSize: number) =>
    ['commands', 'list', organisationId, filters, page, pageSize] as const,
  catalogue: (deviceId: string) => ['commands', 'catalogue', deviceId] as const,
  settings: (organisationId: string) => ['commands', 'settings', organisationId] as const,
};

/** How often a list with a command on its way asks again (acknowledgements come from the network). */
export const PENDING_REFRESH_MS = 3000;

const stillMoving = (page: CommandPage | undefined) =>
  Boolean(page?.items.some((c) => c.status === 'queued' || c.status === 'sent'));

/** GET /command/organisation/{id}: one page of the organisation's commands, newest first. */
export function useCommands(
  organisationId: string | null,
  filters: CommandFilters,
  page: number,
  pageSize: number,
) {
  const api = useApi();
  return useQuery({
    queryKey: commandKeys.list(organisationId ?? '', filters, page, pageSize),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return api.mutate.get<CommandPage>(
        `/command/organisation/${encodeURIComponent(organisationId ?? '')}?${query}`,
      );
    },
    enabled: Boolean(organisationId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (stillMoving(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}

/** GET /command/device/{id}/catalogue: what the device's model understands, and whether it can be sent. */
export function useCommandCatalogue(deviceId: string) {
  const api = useApi();
  return useQuery({
    queryKey: commandKeys.catalogue(deviceId),
    queryFn: () =>
      api.mutate.get<CommandCatalogue>(`/command/device/${encodeURIComponent(deviceId)}/catalogue`),
  });
}

/** Send and cancel; each refreshes every command list. */
export function useCommandMutations() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commandKeys.all });
  const send = useMutation({
    mutationFn: (input: CommandCreate) => api.mutate.post<Command>('/command', input),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => api.mutate.post<Command>(`/command/${encodeURIComponent(id)}/cancel`, {}),
    onSettled: refresh,
  });
  return { send, cancel };
}

/** GET /command/network-settings/{id} (admins): secrets masked. */
export function useNetworkSettings(organisationId: string | null, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: commandKeys.settings(organisationId ?? ''),
    queryFn: () =>
      api.mutate.get<NetworkSettings>(
        `/command/network-settings/${encodeURIComponent(organisationId ?? '')}`,
      ),
    enabled: Boolean(organisationId) && enabled,
  });
}

export function useSaveNetworkSettings(organisationId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NetworkSettingsInput) =>
      api.mutate.put<NetworkSettings>(
        `/command/network-settings/${encodeURIComponent(organisationId ?? '')}`,
        input,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(commandKeys.settings(organisationId ?? ''), saved);
      void queryClient.invalidateQueries({ queryKey: ['commands', 'catalogue'] });
    },
  });
}

const isProblem = (value: unknown): value is CommandTransportProblem =>
  typeof value === 'string' && (commandTransportProblems as readonly string[]).includes(value);

/**
 * What a failed command request shows: a missing setting in the current language, else the
 * server's own words for a refused command (its range, its bytes), else the screen's fallback.
 */
/** The note that says how a command travels to a device of this catalogue. */
export function transportNoteKey(catalogue: Pick<CommandCatalogue, 'transport' | 'waitsForUplink'>) {
  if (catalogue.transport === 'tracker') return 'commands.tracker';
  return catalogue.waitsForUplink ? 'commands.classA' : 'commands.phone';
}

export function commandErrorText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError)) return fallback;
  const problem = (error.details as { problem?: unknown } | undefined)?.problem;
  if (isProblem(problem)) return t(`commands.problems.${problem}`);
  if ([400, 403, 404, 409].includes(error.status) && error.message) return error.message;
  return fallback;
}

/** A command in a few words: 'Report every 20 min', 'Raw 0100003c on port 2'. */
export function describeCommand(
  command: Pick<Command, 'kind' | 'params' | 'payloadHex' | 'fPort' | 'text'>,
  t: TFunction,
) {
  const params = command.params as { minutes?: number; on?: boolean; hex?: string; fPort?: number };
  switch (command.kind) {
    case 'set_interval':
      return t('commands.describe.set_interval', { minutes: params.minutes ?? '?' });
    case 'alarm':
      return params.on ? t('commands.describe.alarmOn') : t('commands.describe.alarmOff');
    case 'raw':
      return t('commands.describe.raw', { hex: command.payloadHex ?? '', fPort: command.fPort ?? '' });
    case 'custom':
      return t('commands.describe.custom', { text: command.text ?? '' });
    default:
      return t(`commands.describe.${command.kind}`);
  }
}
