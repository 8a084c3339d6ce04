// The landing page rendered at build time (scripts/lib/prerenderPlugin.ts runs this in Node): the shell and the swap
// card as they first render in a browser without a wallet, stored settings or chain data, in English and the light
// theme, with styled-components' style sheet collected the same way. main.tsx hydrates it when the visit would render
// exactly that (src/prerender/landing.ts decides before the first paint).
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { initReactI18next } from 'react-i18next'
import { createPath, type Navigator, Router as StaticLocationRouter } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'

import { Root } from '@/app/Root'
import { Swap } from '@/app/routes/pages'
import { BUNDLED_RESOURCES } from '@/i18n/bundledResources'
import { DEFAULT_LANGUAGE } from '@/i18n/languages'
import { createStore } from '@/state'
import { validatePersistedState } from '@/state/persistence'

import { LANDING_PATH } from './landing'
import { landingState } from './landingState'

export interface Prerendered {
  /** The markup inside #root. */
  html: string
  /** styled-components' <style> elements for that markup. */
  styles: string
}

/** Links as the browser's HashRouter writes them (`#/pool`; index.html has no <base>), so hydration keeps them. */
const HASH_HREFS: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
  return text
}

export async function prerender(): Promise<Prerendered> {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: BUNDLED_RESOURCES,
    interpolation: { escapeValue: false },
  })
  const store = createStore({ ...validatePersistedState(undefined), ...landingState() })
  await Swap.preload()
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticLocationRouter location={LANDING_PATH} navigator={HASH_HREFS} static>
      {children}
    </StaticLocationRouter>
  )
  const sheet = new ServerStyleSheet()
  // Any error would leave a fallback (a loader) where the page should be: the build fails instead.
  const errors: unknown[] = []
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<Root store={store} i18n={i18n} Router={Router} />),
      { onError: (error) => void errors.push(error) },
    )
    const html = await readStream(prelude)
    if (errors.length > 0) {
      for (const error of errors) console.error(error)
      throw new AggregateError(errors, 'The landing page did not prerender')
    }
    return { html, styles: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
