import type { Translations } from '../translations.ts';
import type { dashboardErrors as enErrors } from './dashboard-errors.en.ts';

/** The server's dashboard messages in French. */
export const dashboardErrors: Translations<typeof enErrors> = {
  dashboardNotFound: 'Tableau de bord introuvable',
  dashboardExists: 'Le tableau de bord {{name}} existe déjà',
  dashboardChanged: 'Ce tableau de bord a été modifié ailleurs; rechargez pour voir la dernière version',
  dashboardShareNotFound: 'Lien de partage introuvable',
  dashboardForeignDevice: 'Cet appareil ne fait pas partie de l’organisation',
  dashboardTooManyDevices: 'Un widget de ce type prend au plus {{max}} appareils',
  dashboardNotOnSurface: 'Ce type de widget n’est pas disponible ici',
};
