import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n.ts';
import { actions } from '../../lib/i18n/sections/actions.en.ts';
import { actionFieldError } from './action-form.ts';

// Issue 30 item 4: the battery forecast alert's N is in days, a word a French reader reads in French.
describe("an action's threshold message", () => {
  it('words the battery forecast’s days in the reader’s language', async () => {
    const message = 'Threshold must be a whole number between 1 and 365 days';
    const i18n = createI18n('en', { actions });
    expect(actionFieldError({ message }, 'Threshold', i18n.t)).toBe(message);
    await i18n.changeLanguage('fr');
    expect(actionFieldError({ message }, 'Seuil', i18n.t)).toBe(
      'Le seuil doit être un nombre entier entre 1 et 365 jours',
    );
    expect(actionFieldError({ message: 'Threshold must be between 0 and 100 %' }, 'Seuil', i18n.t)).toBe(
      'Le seuil doit être entre 0 et 100 %',
    );
  });
});
