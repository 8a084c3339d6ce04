// Merkle tree of claims in the form MerkleDistributor verifies: leaves keccak256(index, account, amount),
// pairs hashed in sorted order (OpenZeppelin MerkleProof).
import { BigNumber } from 'ethers'
import { getAddress, keccak256, solidityKeccak256 } from 'ethers/lib/utils.js'

export interface ClaimInput {
  account: string
  amount: BigNumber
  flags: { isSOCKS: boolean; isLP: boolean; isUser: boolean }
}

export interface ClaimsFile {
  merkleRoot: string
  tokenTotal: string
  claims: Record<string, { index: number; amount: string; proof: string[]; flags: ClaimInput['flags'] }>
}

export function claimLeaf(index: number, account: string, amount: BigNumber): string {
  return solidityKeccak256(['uint256', 'address', 'uint256'], [index, account, amount])
}

function hashPair(a: string, b: string): string {
  const [first, second] = BigNumber.from(a).lte(BigNumber.from(b)) ? [a, b] : [b, a]
  return keccak256(`0x${first.slice(2)}${second.slice(2)}`)
}

/** Layers from the leaves up to the root; an odd node is carried up unchanged. */
function buildLayers(leaves: string[]): string[][] {
  if (leaves.length === 0) throw new Error('A merkle tree needs at least one leaf')
  const layers = [leaves]
  while (layers[layers.length - 1].length > 1) {
    const below = layers[layers.length - 1]
    const above: string[] = []
    for (let i = 0; i < below.length; i += 2) {
      above.push(i + 1 < below.length ? hashPair(below[i], below[i + 1]) : below[i])
    }
    layers.push(above)
  }
  return layers
}

function proofFor(layers: string[][], leafIndex: number): string[] {
  const proof: string[] = []
  let index = leafIndex
  for (const layer of layers.slice(0, -1)) {
    const sibling = index % 2 === 0 ? index + 1 : index - 1
    if (sibling < layer.length) proof.push(layer[sibling])
    index = Math.floor(index / 2)
  }
  return proof
}

export function verifyProof(proof: string[], root: string, leaf: string): boolean {
  return proof.reduce(hashPair, leaf) === root
}

/** Claims are indexed in the order of their checksummed addresses, as Uniswap's airdrop did. */
export function buildClaims(inputs: ClaimInput[]): ClaimsFile {
  const sorted = inputs
    .map((input) => ({ ...input, account: getAddress(input.account) }))
    .sort((a, b) => (a.account.toLowerCase() < b.account.toLowerCase() ? -1 : 1))
  const leaves = sorted.map((claim, index) => claimLeaf(index, claim.account, claim.amount))
  const layers = buildLayers(leaves)
  const claims: ClaimsFile['claims'] = {}
  sorted.forEach((claim, index) => {
    claims[claim.account] = {
      index,
      amount: claim.amount.toHexString(),
      proof: proofFor(layers, index),
      flags: claim.flags,
    }
  })
  const tokenTotal = sorted.reduce((sum, claim) => sum.add(claim.amount), BigNumber.from(0))
  return { merkleRoot: layers[layers.length - 1][0], tokenTotal: tokenTotal.toHexString(), claims }
}
