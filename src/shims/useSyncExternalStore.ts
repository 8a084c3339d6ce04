// Build-time stand-in for `use-sync-external-store/shim` (aliased in vite.config.ts). The shim only exists for
// React < 18: on React 18+ it hands out React's own useSyncExternalStore, which this module does directly.
export { useSyncExternalStore } from 'react'
