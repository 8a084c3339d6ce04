// The local chain's token list (public/lists/31337.json), built from the deployment, byte for byte the same each time.
import path from 'node:path'

import type { TokenList } from '@uniswap/token-lists'

import { TOKENS } from './demo'
import type { Deployment } from './deployment'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
export const LOCAL_LIST_FILE = path.join(root, 'public/lists/31337.json')

/** Bump when the tokens change (the app's version rules decide how an update is taken). */
const VERSION = { major: 1, minor: 0, patch: 0 }
/** Fixed, so that regenerating the list from the same deployment changes nothing. */
const TIMESTAMP = '2026-01-01T00:00:00.000Z'

export function localTokenList(deployment: Deployment): TokenList {
  const { tokens, chainId } = deployment
  const token = (address: string, symbol: string, name: string, decimals: number, tags?: string[]) => ({
    chainId,
    address,
    symbol,
    name,
    decimals,
    ...(tags ? { tags } : {}),
  })
  return {
    name: 'Venom Local',
    timestamp: TIMESTAMP,
    version: VERSION,
    keywords: ['venom', 'local'],
    tags: {
      stablecoin: { name: 'Stablecoin', description: 'A token pegged to the US dollar' },
      governance: { name: 'Governance', description: 'Votes on Venom Swap proposals' },
      fot: { name: 'Fee on transfer', description: 'Burns part of every transfer' },
    },
    tokens: [
      token(deployment.weth, 'WFRA', 'Wrapped FRA', 18),
      token(tokens.BUSD, 'BUSD', TOKENS.BUSD.name, TOKENS.BUSD.decimals, ['stablecoin']),
      token(tokens.USDC, 'USDC', TOKENS.USDC.name, TOKENS.USDC.decimals, ['stablecoin']),
      token(tokens.WBTC, 'WBTC', TOKENS.WBTC.name, TOKENS.WBTC.decimals),
      token(tokens.VENOM, 'VENOM', 'Venom', 18, ['governance']),
      // On chain it is Uniswap's DeflatingERC20 ('DTT'); the demo and its tests call it FOT.
      token(tokens.FOT, 'FOT', 'Fee On Transfer Token', 18, ['fot']),
    ],
  }
}
