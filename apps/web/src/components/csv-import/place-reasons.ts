import { geofences } from '../../lib/i18n/sections/geofences.en.ts';
import { sectionMessages } from '../../lib/i18n/translate-message.ts';

/**
 * A geofence or base import's reason in the user's language: the server's place messages from
 * geofences.import.reasons, else the catalogue's (required, too long...), else as it is.
 */
export const translatePlaceReason = sectionMessages(
  'geofences.import.reasons',
  geofences.import.reasons,
).translate;
