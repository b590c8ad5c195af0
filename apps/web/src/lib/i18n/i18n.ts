import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadChunk } from '../chunk.ts';
import { en } from './en.ts';
import { type SectionCatalogue, type SectionName, sectionLoaders } from './sections.ts';

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** The document's lang attribute: the French catalogue is Canadian French. */
const htmlLang: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Sections wanted by each instance: loaded again in a language switched to. */
const wantedSections = new WeakMap<I18n, Set<SectionName>>();

/** The instance the app's routes load their sections into: the last one created. */
let current: I18n | undefined;

async function sectionsIn(language: Language, sections: Iterable<SectionName>) {
  const loaders = sectionLoaders[language];
  const parts = await Promise.all([...sections].map((section) => loadChunk(loaders[section])));
  return Object.assign({}, ...parts) as Record<string, unknown>;
}

/** Adds to `instance` the sections it does not have yet in `language`. */
async function addSections(instance: I18n, language: Language, sections: Iterable<SectionName>) {
  const missing = [...sections].filter(
    (section) => instance.getResource(language, 'translation', section) === undefined,
  );
  if (missing.length === 0) return;
  const bundle = await sectionsIn(language, missing);
  instance.addResourceBundle(language, 'translation', bundle, true, true);
}

/**
 * Loads catalogue sections (sections.ts) in the instance's language before a screen that uses them
 * renders (app/lazy-page.tsx); a language switched to later gets them too.
 */
export async function loadSections(
  sections: readonly SectionName[],
  instance: I18n | undefined = current,
): Promise<void> {
  if (!instance || sections.length === 0) return;
  const wanted = wantedSections.get(instance);
  for (const section of sections) wanted?.add(section);
  const language = isLanguage(instance.language) ? instance.language : 'en';
  await addSections(instance, language, sections);
}

/**
 * The catalogues are bundled, never fetched from a server: the English core in the first chunk,
 * the French core in a chunk of its own loaded when the language is chosen (with the sections
 * already wanted), so English readers never download it; each section a chunk of its own.
 */
function bundledCatalogues(wanted: Set<SectionName>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      if (language !== 'fr') return callback(null, {});
      Promise.all([loadChunk(() => import('./fr.ts')), sectionsIn('fr', wanted)]).then(
        ([module, sections]) => callback(null, { ...module.fr, ...sections }),
        (error: Error) => callback(error, null),
      );
    },
  };
}

/**
 * One i18next instance for the app. A language switches once its catalogue is loaded
 * (`await i18n.changeLanguage(language)`); until then the previous one speaks. `sections` are
 * English sections bundled with the caller (tests); the others load with `loadSections`.
 */
export function createI18n(language: Language, sections: Partial<SectionCatalogue> = {}): I18n {
  const wanted = new Set(Object.keys(sections) as SectionName[]);
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...languages],
    resources: { en: { translation: { ...en, ...sections } } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // A section added after the first render (a language switch during a route's load) shows at once.
    react: { bindI18nStore: 'added' },
  });
  wantedSections.set(instance, wanted);
  instance.use(bundledCatalogues(wanted)).use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = isLanguage(lng) ? htmlLang[lng] : lng;
    // Sections a route asked for while the language's catalogue was on its way.
    if (isLanguage(lng)) addSections(instance, lng, wanted).catch(() => undefined);
  });
  void instance.init();
  document.documentElement.lang = htmlLang[language];
  current = instance;
  return instance;
}

/** An instance speaking `language` from the start (its catalogue and these sections loaded). */
export async function createReadyI18n(
  language: Language,
  sections: readonly SectionName[] = [],
): Promise<I18n> {
  const instance = createI18n(language);
  await instance.changeLanguage(language);
  await loadSections(sections, instance);
  return instance;
}
