// Reading wallet errors: EIP-1193 codes, sometimes nested by the wallet inside `data.originalError`.

export const USER_REJECTED_REQUEST = 4001
export const UNRECOGNIZED_CHAIN = 4902

export function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  const nested = data?.originalError?.code
  if (typeof nested === 'number') return nested
  return typeof code === 'number' ? code : undefined
}

/** The spec's message for a hosted wallet asked to serve a chain it does not support. */
export function unsupportedNetworkError(chainId: number): Error {
  return new Error(`Unsupported network ID: ${chainId}`)
}
