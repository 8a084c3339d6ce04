// EIP-2612 permits for pool tokens: the typed data a wallet signs with eth_signTypedData_v4 so that
// removeLiquidityWithPermit can spend the pool tokens without a separate approval transaction.
import { splitSignature } from '@ethersproject/bytes'

/** The pair contract's EIP-712 domain version. */
export const PERMIT_VERSION = '1'

export interface PermitSignature {
  v: number
  r: string
  s: string
  /** Unix seconds; the signature is void after it. */
  deadline: number
}

export interface PermitRequest {
  /** The pool token's name(): the domain name its DOMAIN_SEPARATOR was built with. */
  name: string
  chainId: number
  /** The pair (pool token) address. */
  verifyingContract: string
  owner: string
  spender: string
  /** Raw pool-token amount, decimal string. */
  value: string
  /** The owner's current nonces(owner) on the pair, decimal string. */
  nonce: string
  deadline: number
}

const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]

const PERMIT = [
  { name: 'owner', type: 'address' },
  { name: 'spender', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
  { name: 'deadline', type: 'uint256' },
]

export function permitTypedData(request: PermitRequest) {
  return {
    types: { EIP712Domain: EIP712_DOMAIN, Permit: PERMIT },
    domain: {
      name: request.name,
      version: PERMIT_VERSION,
      chainId: request.chainId,
      verifyingContract: request.verifyingContract,
    },
    primaryType: 'Permit' as const,
    message: {
      owner: request.owner,
      spender: request.spender,
      value: request.value,
      nonce: request.nonce,
      deadline: request.deadline,
    },
  }
}

/** The JSON-RPC request a wallet answers with the signature (params: signer address, typed data as JSON). */
export function permitSignRequest(request: PermitRequest): {
  method: 'eth_signTypedData_v4'
  params: [string, string]
} {
  return { method: 'eth_signTypedData_v4', params: [request.owner, JSON.stringify(permitTypedData(request))] }
}

/** v, r and s of a 65-byte signature, with the deadline that was signed. */
export function permitSignature(signature: string, deadline: number): PermitSignature {
  const { v, r, s } = splitSignature(signature)
  return { v, r, s, deadline }
}
