// The V2 pair's events the history reads: Sync (the reserves after every change, the price and TVL history) and Swap
// (a trade's amounts in and out, the volume).
import { id } from '@ethersproject/hash'

export const SYNC_TOPIC = id('Sync(uint112,uint112)')
export const SWAP_TOPIC = id('Swap(address,uint256,uint256,uint256,uint256,address)')
