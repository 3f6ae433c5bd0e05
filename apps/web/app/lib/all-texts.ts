import en from '../locales/en.json';
import { i18n } from './i18n.ts';

/**
 * Importing this module completes the texts. In the browser build `en` holds only the sections that are
 * not in FIRST_TEXT_SECTIONS (vite.config.ts); on the server and in tests it is the whole file, already
 * loaded, and adding it again changes nothing.
 */
i18n.addResourceBundle('en', 'translation', en, true, true);
