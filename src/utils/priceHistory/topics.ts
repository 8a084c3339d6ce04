// The V2 pair's Sync event: the reserves after every change, the price history's only source.
import { id } from '@ethersproject/hash'

export const SYNC_TOPIC = id('Sync(uint112,uint112)')
