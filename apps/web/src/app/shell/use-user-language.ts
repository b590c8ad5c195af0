import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config.ts';

/** The language is the user's stored setting, else the configured default. */
export function useUserLanguage(userLanguage: string | undefined): void {
  const { i18n } = useTranslation();
  const { defaultLanguage } = useConfig();
  const language = userLanguage ?? defaultLanguage;
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
