/** A pool's name as lists show it: its tokens' symbols (already cleaned of untrusted text), token0 first. */
export const poolName = (pool: { token0: { symbol?: string }; token1: { symbol?: string } }) =>
  `${pool.token0.symbol ?? '?'}/${pool.token1.symbol ?? '?'}`
