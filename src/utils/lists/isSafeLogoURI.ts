// Token and list logos come from untrusted lists: only https, ipfs, ipns and data:image URIs are shown.
const SAFE_SCHEMES = ['https:', 'ipfs:', 'ipns:']

export function isSafeLogoURI(uri: string | undefined | null): uri is string {
  if (typeof uri !== 'string') return false
  const value = uri.trim()
  // Images only (never data:text/html); logos render through <img>, where even SVG scripts do not run.
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true
  try {
    return SAFE_SCHEMES.includes(new URL(value).protocol)
  } catch {
    return false
  }
}
