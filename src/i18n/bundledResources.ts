// The texts that come with the app's code rather than from ./locales: English, every visit's language or fallback.
// Shared by the browser's i18next (./index), the prerender and the unit tests' renderer.
import en from '../../public/locales/en.json'
import { DEFAULT_LANGUAGE } from './languages'

export const BUNDLED_RESOURCES = { [DEFAULT_LANGUAGE]: { translation: en } }
