import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { fr } from './fr.ts';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** The document's lang attribute: the French catalogue is Canadian French. */
const htmlLang: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** One i18next instance for the app, with the catalogues bundled (never fetched). */
export function createI18n(language: Language): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = isLanguage(lng) ? htmlLang[lng] : lng;
  });
  void instance.init();
  document.documentElement.lang = htmlLang[language];
  return instance;
}
