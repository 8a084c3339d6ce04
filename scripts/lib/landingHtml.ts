// Where the prerendered landing page goes in index.html: at the end of <head> the guard script (a classic script, so
// it runs before the body is parsed and painted, under the page's Content-Security-Policy), the rule that hides the
// page when the guard says it is not this visit's and the collected styles; the markup inside #root. Pure, so the
// placement is tested.
export interface LandingParts {
  html: string
  styles: string
  guardSrc: string
}

/** Hidden, not removed: main.tsx empties #root and renders this visit's page, then drops the attribute. */
export const HIDE_STALE_LANDING = '<style>html[data-landing="render"] #root{visibility:hidden}</style>'

const ROOT = '<div id="root"></div>'

export function withLanding(indexHtml: string, { html, styles, guardSrc }: LandingParts): string {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into`)
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head> for the guard and the styles')
  const guard = `<script src="${guardSrc}"></script>`
  return indexHtml
    .replace('</head>', `  ${guard}\n    ${HIDE_STALE_LANDING}\n    ${styles}\n  </head>`)
    .replace(ROOT, `<div id="root">${html}</div>`)
}
