// Build-time stand-in for `@ethersproject/sha2` (aliased in vite.config.ts). Only ENS multi-coin (Bitcoin)
// address decoding in ethers' Resolver and Solidity-style sha256 use it; the app does neither, and hash.js
// behind it weighs ~5 KB gzipped.
export enum SupportedAlgorithm {
  sha256 = 'sha256',
  sha512 = 'sha512',
}

function unavailable(): never {
  throw new Error('SHA-2 and RIPEMD-160 are not bundled in the app.')
}

export const sha256 = (): string => unavailable()
export const sha512 = (): string => unavailable()
export const ripemd160 = (): string => unavailable()
export const computeHmac = (): string => unavailable()
