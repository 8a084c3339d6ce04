// Asks the wallet to track a token (EIP-747 wallet_watchAsset); resolves whether the wallet added it.
import type { Token } from '@/sdk'

export interface Eip1193Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export interface WatchAssetParams {
  type: 'ERC20'
  options: { address: string; symbol: string; decimals: number; image?: string }
}

export function watchAssetParams(token: Token, image?: string): WatchAssetParams {
  return {
    type: 'ERC20',
    options: {
      address: token.address,
      symbol: token.symbol ?? '',
      decimals: token.decimals,
      ...(image ? { image } : {}),
    },
  }
}

/** True when the wallet says it added the token; false when it refused, failed or has no request method. */
export async function addTokenToWallet(provider: Partial<Eip1193Requester> | undefined, token: Token, image?: string) {
  if (!provider?.request) return false
  try {
    const added = await provider.request({ method: 'wallet_watchAsset', params: watchAssetParams(token, image) })
    return added === true
  } catch (error) {
    console.debug('wallet_watchAsset failed', error)
    return false
  }
}
