import { BigNumber } from 'ethers'
import { describe, expect, it } from 'vitest'

import { buildClaims, claimLeaf, verifyProof } from './merkle'

const flags = { isSOCKS: false, isLP: false, isUser: true }
const accounts = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
]

describe('buildClaims', () => {
  it.each([1, 2, 3])('proves every claim of a tree of %i leaves', (count) => {
    const inputs = accounts.slice(0, count).map((account, i) => ({ account, amount: BigNumber.from(100 + i), flags }))
    const file = buildClaims(inputs)
    for (const [account, claim] of Object.entries(file.claims)) {
      const leaf = claimLeaf(claim.index, account, BigNumber.from(claim.amount))
      expect(verifyProof(claim.proof, file.merkleRoot, leaf)).toBe(true)
    }
    expect(BigNumber.from(file.tokenTotal).toNumber()).toBe(
      inputs.reduce((sum, input) => sum + input.amount.toNumber(), 0),
    )
  })

  it('rejects a proof for another amount or account', () => {
    const file = buildClaims(accounts.map((account) => ({ account, amount: BigNumber.from(5), flags })))
    const claim = file.claims[accounts[0]]
    expect(verifyProof(claim.proof, file.merkleRoot, claimLeaf(claim.index, accounts[0], BigNumber.from(6)))).toBe(
      false,
    )
    expect(verifyProof(claim.proof, file.merkleRoot, claimLeaf(claim.index, accounts[1], BigNumber.from(5)))).toBe(
      false,
    )
  })

  it('checksums addresses and indexes them in address order', () => {
    const file = buildClaims([
      { account: accounts[1].toLowerCase(), amount: BigNumber.from(1), flags },
      { account: accounts[0].toLowerCase(), amount: BigNumber.from(1), flags },
    ])
    expect(Object.keys(file.claims).sort()).toEqual([accounts[0], accounts[1]].sort())
    expect(file.claims[accounts[1]].index).toBe(0) // 0x3C… sorts before 0x70…
  })

  it('needs at least one claim', () => {
    expect(() => buildClaims([])).toThrow('at least one leaf')
  })
})
