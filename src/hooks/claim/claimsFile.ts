// The claims file a chain serves (public/claims/<chainId>.json): strict validation of untrusted JSON and lookup.
import { isAddress } from '@/utils/tokens/address'

export interface ClaimFlags {
  isSOCKS: boolean
  isLP: boolean
  isUser: boolean
}

/** One account's claim: what MerkleDistributor.claim(index, account, amount, proof) needs. */
export interface UserClaimData {
  index: number
  /** Raw token units, as a decimal string. */
  amount: string
  proof: string[]
  flags?: ClaimFlags
}

/** Claims keyed by checksummed address. */
export type ClaimsByAccount = Readonly<Record<string, UserClaimData>>

const HEX_AMOUNT = /^0x[0-9a-fA-F]{1,64}$/
const DECIMAL_AMOUNT = /^\d{1,78}$/
const BYTES32 = /^0x[0-9a-fA-F]{64}$/
/** A proof of a tree with 2^64 leaves is 64 long; anything longer is not a proof. */
const MAX_PROOF_LENGTH = 64
const UINT256_MAX = 2n ** 256n - 1n

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseAmount(value: unknown): string | undefined {
  if (typeof value !== 'string' || !(HEX_AMOUNT.test(value) || DECIMAL_AMOUNT.test(value))) return undefined
  const amount = BigInt(value)
  return amount > 0n && amount <= UINT256_MAX ? amount.toString() : undefined
}

function parseFlags(value: unknown): ClaimFlags | undefined {
  if (!isRecord(value)) return undefined
  const { isSOCKS, isLP, isUser } = value
  if (typeof isSOCKS !== 'boolean' || typeof isLP !== 'boolean' || typeof isUser !== 'boolean') return undefined
  return { isSOCKS, isLP, isUser }
}

function parseClaim(value: unknown): UserClaimData | undefined {
  if (!isRecord(value)) return undefined
  const { index, proof } = value
  const amount = parseAmount(value.amount)
  if (!Number.isSafeInteger(index) || (index as number) < 0 || amount === undefined) return undefined
  if (!Array.isArray(proof) || proof.length > MAX_PROOF_LENGTH) return undefined
  if (!proof.every((node): node is string => typeof node === 'string' && BYTES32.test(node))) return undefined
  const flags = parseFlags(value.flags)
  return { index: index as number, amount, proof: [...proof], ...(flags ? { flags } : {}) }
}

/**
 * The claims of a file, or undefined when the file is not a claims file at all. A single malformed entry
 * rejects the whole file: a tree with a forged or broken leaf is not one to send transactions from.
 */
export function parseClaimsFile(raw: unknown): ClaimsByAccount | undefined {
  if (!isRecord(raw) || !isRecord(raw.claims)) return undefined
  if (raw.merkleRoot !== undefined && (typeof raw.merkleRoot !== 'string' || !BYTES32.test(raw.merkleRoot)))
    return undefined
  const claims: Record<string, UserClaimData> = {}
  const indexes = new Set<number>()
  for (const [key, value] of Object.entries(raw.claims)) {
    const account = isAddress(key)
    const claim = parseClaim(value)
    if (!account || !claim || claims[account] || indexes.has(claim.index)) return undefined
    indexes.add(claim.index)
    claims[account] = claim
  }
  return claims
}

/** The claim of an address in any case, or undefined. */
export function claimOf(
  claims: ClaimsByAccount | undefined,
  address: string | null | undefined,
): UserClaimData | undefined {
  const account = isAddress(address)
  if (!claims || !account) return undefined
  return Object.prototype.hasOwnProperty.call(claims, account) ? claims[account] : undefined
}
