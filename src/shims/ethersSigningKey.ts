// Build-time stand-in for `@ethersproject/signing-key` (aliased in vite.config.ts). The app never holds a
// private key: wallets sign. Only @ethersproject/transactions imports it (to recover the sender of a raw signed
// transaction, which the app never parses), and the elliptic curve code behind it weighs ~16 KB gzipped.
function unavailable(): never {
  throw new Error('Signing and key recovery are done by the wallet, not in the app.')
}

export class SigningKey {
  constructor() {
    unavailable()
  }
  static isSigningKey(): boolean {
    return false
  }
}

export function computePublicKey(): string {
  return unavailable()
}

export function recoverPublicKey(): string {
  return unavailable()
}
