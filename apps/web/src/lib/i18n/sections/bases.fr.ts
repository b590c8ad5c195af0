import type { Translations } from '../translations.ts';
import type { bases as en } from './bases.en.ts';

/** Canadian French strings of the bases screens. */
export const bases: Translations<typeof en> = {
  title: 'Bases',
};
