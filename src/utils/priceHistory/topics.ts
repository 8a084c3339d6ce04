// The V2 pair's events the history reads: Sync (the reserves after every change, the price and TVL history) and Swap
// (a trade's amounts in and out, the volume). The topics (keccak-256 of the signatures) are written out, not hashed as
// the swap page loads (issue 38); topics.test.ts hashes the signatures and checks them.

/** Sync(uint112,uint112) */
export const SYNC_TOPIC = '0x1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1'
/** Swap(address,uint256,uint256,uint256,uint256,address) */
export const SWAP_TOPIC = '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822'
