import type { Translations } from '../translations.ts';
import type { actions as en } from './actions.en.ts';

/** Canadian French strings of the actions screens. */
export const actions: Translations<typeof en> = {
  title: 'Actions',
  emptyTitle: 'Aucune action pour l’instant',
  emptyText:
    'Les actions alertent vos contacts, transmettent les données à un autre système ou déclenchent un webhook quand un appareil envoie des données.',
  logsTitle: 'Journal de l’action',
  logsEmptyTitle: 'Aucune entrée pour l’instant',
  logsEmptyText: 'Chaque exécution de cette action et son résultat sont listés ici.',
};
