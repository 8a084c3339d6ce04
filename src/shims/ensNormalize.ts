// Build-time stand-in for @ethersproject/hash's bundled ENSIP-15 normaliser (aliased in vite.config.ts), whose
// Unicode tables weigh ~8 KB gzipped on the first load. ENS is used only on Ethereum (list names, recipients),
// where names are ASCII in practice: those normalise to their lower case, so namehash stays exact. Anything
// else is refused rather than hashed wrongly.
const ASCII_LABEL = /^[a-z0-9_-]+$/

export function ens_normalize(name: string): string {
  const lower = name.toLowerCase()
  const labels = lower.split('.')
  if (labels.some((label) => !ASCII_LABEL.test(label) || label.lastIndexOf('_') > 0 || /^..--/.test(label))) {
    throw new Error(`Unsupported ENS name: only plain ASCII names can be resolved here (${JSON.stringify(name)}).`)
  }
  return lower
}

export function ens_normalize_post_check(name: string): string {
  return ens_normalize(name)
}
