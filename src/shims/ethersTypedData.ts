// Build-time stand-in for @ethersproject/hash's EIP-712 encoder (aliased in vite.config.ts). Only
// JsonRpcSigner._signTypedData uses it, and the app never asks a wallet to sign typed data (permits, votes by
// signature): every action is a plain transaction. Kept off the first load (~2 KB gzipped).
function unavailable(): never {
  throw new Error('Typed-data (EIP-712) signing is not bundled: the app only sends plain transactions.')
}

export class TypedDataEncoder {
  constructor() {
    unavailable()
  }
  static from(): never {
    return unavailable()
  }
  static getPrimaryType(): never {
    return unavailable()
  }
  static hashStruct(): never {
    return unavailable()
  }
  static hashDomain(): never {
    return unavailable()
  }
  static encode(): never {
    return unavailable()
  }
  static hash(): never {
    return unavailable()
  }
  static resolveNames(): never {
    return unavailable()
  }
  static getPayload(): never {
    return unavailable()
  }
}
