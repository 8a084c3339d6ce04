// Wallet errors of the connection layer (reading any wallet error's code is src/utils/transactions/walletError.ts).

/** EIP-3326: the wallet does not know the chain it was asked to switch to. */
export const UNRECOGNIZED_CHAIN = 4902

/** The spec's message for a hosted wallet asked to serve a chain it does not support. */
export function unsupportedNetworkError(chainId: number): Error {
  return new Error(`Unsupported network ID: ${chainId}`)
}
