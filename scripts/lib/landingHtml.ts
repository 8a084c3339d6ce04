// Where the prerendered landing page goes in index.html: the guard script first in <head>, right after the
// Content-Security-Policy that governs it (a classic script runs before the body is parsed and painted; placed after
// the module preloads it held Chrome's first paint back by up to 2 s), the rule that hides the page when the guard
// says it is not this visit's and the collected styles at the end of <head>, the markup inside #root. Pure, so the
// placement is tested.
export interface LandingParts {
  html: string
  styles: string
  guardSrc: string
}

/** Hidden, not removed: main.tsx empties #root and renders this visit's page, then drops the attribute. */
export const HIDE_STALE_LANDING = '<style>html[data-landing="render"] #root{visibility:hidden}</style>'

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
    .replace('</head>', `  ${HIDE_STALE_LANDING}\n    ${styles}\n  </head>`)
    .replace(ROOT, `<div id="root">${html}</div>`)
}
