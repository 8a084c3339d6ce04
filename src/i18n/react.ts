// The translator in components: useTranslation() gives the `t` of the translator in context (the app's, set by
// src/i18n/index.ts, or a test's, through TranslationProvider), re-rendering the component when the language
// changes, and suspends it until the first language file has loaded.
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react'

import { type Translate, Translator } from './translator'

const TranslatorContext = createContext<Translator | null>(null)

let appTranslator: Translator | undefined
/** Without a translator of its own, a component shows keys (and default values): tests that do not need strings. */
let keysOnly: Translator | undefined

/** The translator components use outside a TranslationProvider (the app's). */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator
}

// Without JSX: scripts type-checked without it (tsconfig.node.json) reach this module through the app's hooks.
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children)
}

export interface UseTranslationOptions {
  /** false: render with keys and default values while the language file loads (error screens must not wait). */
  useSuspense?: boolean
}

// The namespace argument of i18next's hook is kept for its call shape; the app has one namespace.
export function useTranslation(
  _namespace?: string,
  { useSuspense = true }: UseTranslationOptions = {},
): { t: Translate; i18n: Translator } {
  const translator =
    useContext(TranslatorContext) ??
    appTranslator ??
    (keysOnly ??= new Translator({ lng: 'en', fallbackLng: 'en', resources: { en: {} } }))
  // A new `t` per language: the component re-renders, and memoized text is computed again, after a switch.
  const t = useSyncExternalStore(translator.subscribe, () => translator.translate)
  if (useSuspense && !translator.isReady) throw translator.ready
  return { t, i18n: translator }
}
