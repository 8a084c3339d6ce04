import { Interface } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import V1_EXCHANGE_ABI from '@/abis/UniswapV1Exchange.json'
import ROUTER_ABI from '@/abis/UniswapV2Router02.json'
import TOKEN_ABI from '@/abis/VenomToken.json'

import { callRecipient, RECIPIENT_ARGUMENT, recordRecipients } from './recordRecipients'

const CONTRACTS = [ROUTER_ABI, V1_EXCHANGE_ABI, TOKEN_ABI].map((abi) => new Interface(abi))
const RECIPIENT = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8'
const PATH = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222']

describe('RECIPIENT_ARGUMENT', () => {
  it.each(Object.entries(RECIPIENT_ARGUMENT))(
    '%s names the recipient at argument %i in the ABIs',
    (selector, index) => {
      const fragment = CONTRACTS.flatMap((contract) => {
        try {
          return [contract.getFunction(selector)]
        } catch {
          return []
        }
      })[0]
      expect(fragment, `a function with selector ${selector}`).toBeDefined()
      const argument = fragment.inputs[index]
      expect(argument.type).toBe('address')
      expect(['to', 'recipient', 'delegatee']).toContain(argument.name)
    },
  )

  it("covers every function of the router whose name starts with 'swap'", () => {
    const router = CONTRACTS[0]
    const swaps = Object.values(router.functions).filter((fragment) => fragment.name.startsWith('swap'))
    expect(swaps.map((fragment) => router.getSighash(fragment)).filter((s) => !(s in RECIPIENT_ARGUMENT))).toEqual([])
  })
})

describe('callRecipient', () => {
  it('reads the recipient of a swap whose path comes before it (a dynamic argument)', () => {
    const data = CONTRACTS[0].encodeFunctionData('swapExactTokensForETH', [1, 2, PATH, RECIPIENT, 3])
    expect(callRecipient(data)).toBe(RECIPIENT)
    const viaCoin = CONTRACTS[0].encodeFunctionData('swapExactETHForTokens', [
      2,
      PATH,
      RECIPIENT.toUpperCase().replace('0X', '0x'),
      3,
    ])
    expect(callRecipient(viaCoin)).toBe(RECIPIENT)
  })

  it('reads a delegation', () => {
    expect(callRecipient(CONTRACTS[2].encodeFunctionData('delegate', [RECIPIENT]))).toBe(RECIPIENT)
  })

  it('names nobody for another call, for no data, for data cut short or for a word that is not an address', () => {
    expect(callRecipient(CONTRACTS[2].encodeFunctionData('approve', [RECIPIENT, 5]))).toBeUndefined()
    expect(callRecipient(undefined)).toBeUndefined()
    expect(callRecipient('0x')).toBeUndefined()
    expect(callRecipient('0x5c19a95c00')).toBeUndefined()
    expect(callRecipient(`0x5c19a95c${'f'.repeat(64)}`)).toBeUndefined()
  })
})

describe('recordRecipients', () => {
  it("names a claim's address and the record's recipient, else the one its data names", () => {
    const claim = { recipient: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }
    expect(recordRecipients({ claim, recipient: RECIPIENT })).toEqual([claim.recipient.toLowerCase(), RECIPIENT])
    const data = CONTRACTS[2].encodeFunctionData('delegate', [RECIPIENT])
    expect(recordRecipients({ data })).toEqual([RECIPIENT])
    expect(recordRecipients({})).toEqual([])
  })
})
