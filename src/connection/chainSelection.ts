// The network the user chose (header switcher, `?chain=` link): one value for the whole app, read by
// useActiveChainId. It starts from the URL the page was opened with, so the first render already reads that chain.
import { useSyncExternalStore } from 'react'

import { NETWORK_CHOICES } from '@/config/networkChoices'

import { chainFromLocation } from './chainParam'

function initialSelection(): number | undefined {
  if (typeof window === 'undefined') return undefined
  const { hash, search } = window.location
  const routerSearch = hash.includes('?') ? hash.slice(hash.indexOf('?')) : ''
  return chainFromLocation(routerSearch, search, NETWORK_CHOICES)
}

let selected = initialSelection()
const listeners = new Set<() => void>()

export function getSelectedChain(): number | undefined {
  return selected
}

/** Only served chains are taken; anything else is ignored. */
export function selectChain(chainId: number): void {
  if (chainId === selected || !NETWORK_CHOICES.includes(chainId)) return
  selected = chainId
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSelectedChain(): number | undefined {
  return useSyncExternalStore(subscribe, getSelectedChain, getSelectedChain)
}
