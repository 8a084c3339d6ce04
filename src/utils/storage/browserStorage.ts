// The browser's localStorage, or nothing where there is none (tests, workers) or the browser refuses it (storage
// disabled, some private modes throw on access).
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}
