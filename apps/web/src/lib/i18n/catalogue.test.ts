import { messages } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { createI18n, createReadyI18n } from './i18n.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('catalogues', () => {
  it('ship every English key in French, with a text', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const key of keys(fr)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr);
      expect(text, key).toMatch(/\S/);
    }
  });

  it('quote the spec messages exactly in English', () => {
    expect(en.messages).toEqual(messages);
    const i18n = createI18n('en');
    expect(i18n.t('messages.required', { name: 'Name' })).toBe('Name is required');
    expect(i18n.t('messages.loginFailed')).toBe('Login failed');
  });

  it('keep the {{name}} placeholders in French', () => {
    expect(fr.messages.required).toContain('{{name}}');
    expect(fr.errors.geofenceImport).toContain('{{count}}');
  });

  it('load French on demand, switching once it is there', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('nav.devices')).toBe('Devices');
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.devices')).toBe('Appareils');
    const ready = await createReadyI18n('fr');
    expect(ready.t('messages.required', { name: 'Nom' })).toBe('Nom est obligatoire');
  });

  it('set the document language', async () => {
    const i18n = createI18n('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
