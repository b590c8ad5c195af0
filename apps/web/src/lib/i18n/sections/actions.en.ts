/** English strings of the actions screens (list, editor, logs, outbox). */
export const actions = {
  title: 'Actions',
  emptyTitle: 'No actions yet',
  emptyText:
    'Actions alert your contacts, forward data to another system or fire a webhook when a device reports.',
  logsTitle: 'Action logs',
  logsEmptyTitle: 'No action logs yet',
  logsEmptyText: 'Every time this action runs, the attempt and its result are listed here.',
};
