// Build-time stand-in for `bech32` (aliased in vite.config.ts). Only ethers' ENS Resolver imports it, to format
// the addresses of other chains (BTC, LTC... coin types); the app resolves ENS names to Ethereum addresses only
// (coin type 60, which never reaches bech32).
function unavailable(): never {
  throw new Error('Only Ethereum addresses are resolved from ENS names here.')
}

const bech32 = {
  decode: unavailable,
  encode: unavailable,
  fromWords: unavailable,
  toWords: unavailable,
}

export default bech32
