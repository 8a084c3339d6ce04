// Fortmatic and Portis: offered only when their keys are configured, their SDKs loaded when chosen.
// Fortmatic's SDK is a dependency (a lazy chunk). Portis's is not: it needs web3-provider-engine and
// ethereumjs-util 5 with Node polyfills this build does not ship, so choosing it ends in 'Error connecting.'.
import { initializeConnector } from '@web3-react/core'
import type { Actions, Connector } from '@web3-react/types'

import { DEFAULT_CHAIN_ID } from '@/config/chains'

import { unsupportedNetworkError } from './errors'
import { LazyConnector } from './lazyConnector'
import { type LegacyProvider, toEip1193 } from './legacyProvider'

const fortmaticKey = import.meta.env.VITE_FORTMATIC_KEY
const portisId = import.meta.env.VITE_PORTIS_ID

/** Network argument each SDK expects per chain; other chains get the spec's 'Unsupported network ID'. */
export const FORTMATIC_NETWORKS: Record<number, string | undefined> = { 1: undefined }
export const PORTIS_NETWORKS: Record<number, string> = { 1: 'mainnet', 5: 'goerli' }

// A variable specifier keeps the bundler from resolving a package that is not installed.
async function importSdk(name: string): Promise<{ default: new (...args: unknown[]) => unknown }> {
  return import(/* @vite-ignore */ name)
}

async function eip1193Connector(actions: Actions, provider: LegacyProvider): Promise<Connector> {
  const { EIP1193 } = await import('@web3-react/eip1193')
  return new EIP1193({ actions, provider: toEip1193(provider) })
}

export const fortmaticConnection = fortmaticKey
  ? initializeConnector<LazyConnector>(
      (actions) =>
        new LazyConnector(actions, async (lazyActions) => {
          if (!(DEFAULT_CHAIN_ID in FORTMATIC_NETWORKS)) throw unsupportedNetworkError(DEFAULT_CHAIN_ID)
          const { default: Fortmatic } = await import('fortmatic')
          const sdk = new Fortmatic(fortmaticKey, FORTMATIC_NETWORKS[DEFAULT_CHAIN_ID])
          return eip1193Connector(lazyActions, sdk.getProvider() as unknown as LegacyProvider)
        }),
    )
  : undefined

export const portisConnection = portisId
  ? initializeConnector<LazyConnector>(
      (actions) =>
        new LazyConnector(actions, async (lazyActions) => {
          const network = PORTIS_NETWORKS[DEFAULT_CHAIN_ID]
          if (!network) throw unsupportedNetworkError(DEFAULT_CHAIN_ID)
          const { default: Portis } = await importSdk('@portis/web3')
          const sdk = new Portis(portisId, network) as { provider: LegacyProvider }
          return eip1193Connector(lazyActions, sdk.provider)
        }),
    )
  : undefined
