import { messages } from '@pinpoint/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { createI18n, createReadyI18n, loadSections } from './i18n.ts';
import { sectionLoaders, sectionNames } from './sections.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** A language's whole catalogue: its core and every section. */
async function whole(language: 'en' | 'fr', core: object): Promise<object> {
  const parts = await Promise.all(sectionNames.map((name) => sectionLoaders[language][name]()));
  return Object.assign({}, core, ...parts);
}

describe('catalogues', () => {
  it('ship every English key in French, with a text, sections included', async () => {
    const english = await whole('en', en);
    const french = await whole('fr', fr);
    expect(keys(english).length).toBeGreaterThan(keys(en).length);
    expect(keys(french).sort()).toEqual(keys(english).sort());
    for (const key of keys(french)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], french);
      expect(text, key).toMatch(/\S/);
    }
  });

  it('keep the sections out of the catalogue loaded up front', () => {
    for (const name of sectionNames) {
      expect(en, name).not.toHaveProperty(name);
      expect(fr, name).not.toHaveProperty(name);
    }
  });

  it('load a section when a screen asks for it, in the language spoken', async () => {
    const english = createI18n('en');
    expect(english.exists('reports.title')).toBe(false);
    await loadSections(['reports'], english);
    expect(english.t('reports.title')).toBe('Reports');

    const french = await createReadyI18n('fr', ['billing']);
    expect(french.t('billing.title')).toBe('Facturation');
    expect(french.exists('reports.title')).toBe(false);
  });

  it('load the sections already shown in the language switched to', async () => {
    const i18n = createI18n('en');
    await loadSections(['reports', 'billing'], i18n);
    await i18n.changeLanguage('fr');
    expect(i18n.t('reports.title')).toBe('Rapports');
    expect(i18n.t('billing.title')).toBe('Facturation');
    await loadSections(['geofences'], i18n);
    expect(i18n.t('geofences.title')).toBe('Géorepérages');
    expect(i18n.getResource('en', 'translation', 'geofences')).toBeUndefined();
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
