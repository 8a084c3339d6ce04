// localStorage that gives the pool page 50 tracked pairs: the 15 pairs among the six demo tokens (six with pools)
// and 35 of BUSD with made-up tokens (no pool: their calls still ride every poll, as a user's stale pairs do).
import { getAddress } from '@ethersproject/address'

import { pairKey } from '../../src/state/user/guards'
import { initialUserState, type SerializedToken } from '../../src/state/user/types'
import { LOCAL_CHAIN_ID } from '../lib/anvil'
import { type Deployment } from '../lib/deployment'

export const TRACKED_PAIRS = 50

export function trackedPairsStorage(deployment: Deployment): Record<string, string> {
  const decimals: Record<string, number> = { USDC: 6, WBTC: 8 }
  const token = (address: string, symbol: string): SerializedToken => ({
    chainId: LOCAL_CHAIN_ID,
    address: getAddress(address),
    decimals: decimals[symbol] ?? 18,
    symbol,
    name: symbol,
  })
  const demo = [
    token(deployment.weth, 'WFRA'),
    ...Object.entries(deployment.tokens).map(([symbol, address]) => token(address, symbol)),
  ]
  const pairs: [SerializedToken, SerializedToken][] = []
  for (let i = 0; i < demo.length; i++) for (let j = i + 1; j < demo.length; j++) pairs.push([demo[i], demo[j]])
  const busd = demo.find((t) => t.symbol === 'BUSD') as SerializedToken
  for (let i = 0; pairs.length < TRACKED_PAIRS; i++)
    pairs.push([busd, token(`0xbe9c${(i + 1).toString(16).padStart(36, '0')}`, `FAKE${i + 1}`)])

  const user = initialUserState()
  user.pairs[LOCAL_CHAIN_ID] = {}
  for (const [a, b] of pairs) {
    const [token0, token1] = a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a]
    user.pairs[LOCAL_CHAIN_ID][pairKey(a.address, b.address)] = { token0, token1 }
  }
  return { venom_user: JSON.stringify(user), venom_version: '1' }
}
