// The networks the header's switcher offers and a `?chain=` link may name: the chains this build serves.
import { parseChainOverrides } from './chainOverrides'
import { type ChainId, type ChainInfo, CHAINS } from './chains'
import { INJECTED_SUPPORTED_CHAIN_IDS } from './wallets'

/**
 * The served chains a user can choose, in the build's order. A retired network (Goerli) stays out unless the build
 * names a node for it (`VITE_RPC_URL_<id>`): with only its dead built-in RPCs, choosing it would only show errors.
 */
export function networkChoices(
  served: readonly number[],
  chains: Readonly<Record<number, ChainInfo | undefined>>,
  overriddenRpc: Readonly<Record<number, unknown>> = {},
): ChainId[] {
  return served.filter((id): id is ChainId => {
    const chain = chains[id]
    return chain !== undefined && (!chain.retired || overriddenRpc[id] !== undefined)
  })
}

export const NETWORK_CHOICES: readonly ChainId[] = networkChoices(
  INJECTED_SUPPORTED_CHAIN_IDS,
  CHAINS,
  parseChainOverrides(import.meta.env).urls,
)

export function isNetworkChoice(chainId: number | undefined): chainId is ChainId {
  return chainId !== undefined && NETWORK_CHOICES.includes(chainId)
}
