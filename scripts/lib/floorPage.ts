// The floor of the load benchmark (issue 38): the built index.html with every script removed, so that the browser
// parses, styles, lays out and paints the prerendered landing page and does nothing else. Measured beside the app in
// the same run, it is what the app's figures are ratios of: a fast and a slow machine then reach the same verdict.
// Pure, so what it removes is tested.

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
/** Preloads of code: modulepreload, and preload or prefetch as a script or a fetch (a module's JSON import). */
const CODE_PRELOAD =
  /<link\b(?=[^>]*\brel=["']?(?:modulepreload|preload|prefetch)\b)(?=[^>]*\b(?:rel=["']?modulepreload|as=["']?(?:script|fetch)))[^>]*>/gi

export function withoutScripts(indexHtml: string): string {
  return indexHtml.replace(SCRIPT, '').replace(CODE_PRELOAD, '')
}
