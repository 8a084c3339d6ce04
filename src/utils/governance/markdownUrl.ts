// Link and image URLs allowed in proposal markdown: http(s), mailto and relative; everything else is dropped.

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto'])
// Browsers ignore these inside a scheme ("java\tscript:"), so they must not hide one from the check.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/g

/** For react-markdown's urlTransform: the URL when it is safe, otherwise null (the element gets no URL). */
export function safeMarkdownUrl(url: string): string | null {
  const compact = url.replace(IGNORED_CHARACTERS, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1].toLowerCase()) ? url : null
  // A colon before any path, query or fragment would still be read as a scheme by some parser: refuse it.
  const colon = compact.indexOf(':')
  if (colon !== -1) {
    const boundary = compact.search(/[/?#]/)
    if (boundary === -1 || colon < boundary) return null
  }
  return url
}
