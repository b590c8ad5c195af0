import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** The document's lang attribute: the French catalogue is Canadian French. */
const htmlLang: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The catalogues are bundled, never fetched from a server: English in the first chunk, French
 * in a chunk of its own loaded when the language is chosen, so English readers never download it.
 */
const bundledCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'fr') return callback(null, {});
    import('./fr.ts').then(
      (module) => callback(null, module.fr),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * One i18next instance for the app. A language switches once its catalogue is loaded
 * (`await i18n.changeLanguage(language)`); until then the previous one speaks.
 */
export function createI18n(language: Language): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.use(bundledCatalogues).use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = isLanguage(lng) ? htmlLang[lng] : lng;
  });
  void instance.init();
  document.documentElement.lang = htmlLang[language];
  return instance;
}

/** An instance speaking `language` from the start (its catalogue loaded). */
export async function createReadyI18n(language: Language): Promise<I18n> {
  const instance = createI18n(language);
  await instance.changeLanguage(language);
  return instance;
}
