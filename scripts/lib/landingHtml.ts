// Where the prerendered landing page goes in index.html: the guard script first in <head>, right after the
// Content-Security-Policy that governs it (a classic script runs before the body is parsed and painted; placed after
// the module preloads it held Chrome's first paint back by up to 2 s), the rule that hides the page when the guard
// says it is not this visit's and the collected styles at the end of <head>, the markup inside #root. Pure, so the
// placement is tested.
import { PRERENDERED_ROOT_DISABLED } from '../../src/prerender/markers.ts'

export interface LandingParts {
  html: string
  styles: string
  guardSrc: string
}

/**
 * Hidden when it is not this visit's page (src/start.tsx empties #root and renders the right one); otherwise shown
 * but not taking clicks until the app has taken it over (a click on a page that cannot act yet would be lost).
 */
export const LANDING_RULES = `<style>html[data-landing="render"] #root{visibility:hidden}#root[${PRERENDERED_ROOT_DISABLED}="true"]{pointer-events:none}</style>`

const ROOT = '<div id="root"></div>'
const POLICY = /<meta http-equiv="Content-Security-Policy"[^>]*>/i
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i

export function withLanding(indexHtml: string, { html, styles, guardSrc }: LandingParts): string {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into`)
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head> for the styles')
  const anchor = POLICY.exec(indexHtml) ?? CHARSET.exec(indexHtml)
  if (!anchor) throw new Error('index.html has no <meta charset> to put the guard script after')
  const guard = `<script src="${guardSrc}"></script>`
  return indexHtml
    .replace(anchor[0], `${anchor[0]}\n    ${guard}`)
    .replace('</head>', `  ${LANDING_RULES}\n    ${styles}\n  </head>`)
    .replace(ROOT, `<div id="root" ${PRERENDERED_ROOT_DISABLED}="true">${html}</div>`)
}
