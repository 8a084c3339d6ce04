// The user's own nodes, from the store to the read providers (connection/userNodes), which live outside React: set
// before the first read, and on every change. A chain whose node changed is polled at once, so that its block and
// every read follow the new node without waiting for the next block or a reload.
import { setUserNodes } from '@/connection/userNodes'
import type { AppStore } from '@/state'
import { pollRequested } from '@/state/application/slice'

export function followUserNodes(store: Pick<AppStore, 'getState' | 'subscribe' | 'dispatch'>): () => void {
  let followed = store.getState().user.rpcUrls
  setUserNodes(followed)
  return store.subscribe(() => {
    const nodes = store.getState().user.rpcUrls
    if (nodes === followed) return
    const changed = new Set([...Object.keys(nodes), ...Object.keys(followed)].map(Number))
    for (const chainId of changed) if (nodes[chainId] === followed[chainId]) changed.delete(chainId)
    followed = nodes
    setUserNodes(nodes)
    for (const chainId of changed) store.dispatch(pollRequested({ chainId }))
  })
}
