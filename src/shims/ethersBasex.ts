// Build-time stand-in for `@ethersproject/basex` (aliased in vite.config.ts). Only ethers' ENS Resolver imports
// it, for Bitcoin addresses and IPFS content hashes (Resolver.getAddress(coinType), getContentHash); the app
// resolves ENS names to Ethereum addresses only and decodes list content hashes itself (src/utils/lists).
function unavailable(): never {
  throw new Error('Base58 is not bundled: ENS content hashes are decoded by the app itself.')
}

export class BaseX {
  constructor() {
    unavailable()
  }
}

export const Base58 = { encode: unavailable, decode: unavailable }
export const Base32 = { encode: unavailable, decode: unavailable }
