// Where the store's persisted slices live in localStorage (redux-localstorage-simple's `<namespace>_<slice>` keys):
// its own module so the landing guard (src/prerender/guard.ts) can read a slice without the validators.
export const PERSIST_NAMESPACE = 'venom'
export const PERSISTED_STATES = ['user', 'transactions', 'lists', 'governanceToken'] as const
export type PersistedKey = (typeof PERSISTED_STATES)[number]

export const storageKey = (state: PersistedKey | 'version') => `${PERSIST_NAMESPACE}_${state}`
