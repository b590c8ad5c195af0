import type { Translations } from '../translations.ts';
import type { mapMatching as en } from './map-matching.en.ts';

/** Canadian French strings of map matching (issue 20): the device page's track and the account setting. */
export const mapMatching: Translations<typeof en> = {
  shownMatched:
    'Collé aux routes par le service de mise en correspondance routière. En pointillé là où les positions n’ont pas pu être mises en correspondance (une interruption, un tunnel, hors route).',
  shownRaw: 'Positions telles que reçues, reliées par des lignes droites.',
  matching: 'Alignement du trajet sur les routes… En attendant, il montre les positions telles que reçues.',
  partial:
    'Une partie de ce trajet n’a pas pu être alignée sur les routes pour l’instant : elle est en pointillé et sera réessayée.',
  failed: 'Le trajet n’a pas pu être aligné sur les routes : il montre les positions telles que reçues.',
  truncated:
    'Seules les {{count}} premières positions de cette période sont alignées sur les routes et tracées. Choisissez une période plus courte pour voir la suite.',
  accountHelp:
    'Les trajets des appareils suivent les routes, grâce au service de mise en correspondance routière de ce serveur.',
  accountUnavailable:
    'Ce serveur n’a pas de service de mise en correspondance routière : les trajets montrent les positions telles que reçues.',
};
