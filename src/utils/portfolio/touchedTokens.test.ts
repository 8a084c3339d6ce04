import { describe, expect, it } from 'vitest'

import { addressTopic, TOPICS } from '@/utils/chainActivity/events'
import type { RawLog } from '@/utils/logs/types'

import { touchedTokens } from './touchedTokens'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const AMOUNT = `0x${(5n * 10n ** 18n).toString(16).padStart(64, '0')}`
const token = (n: number) => `0x${String(n).padStart(40, 'a')}`

const transfer = (address: string, from: string, to: string, data = AMOUNT, extra: string[] = []): RawLog => ({
  address,
  blockNumber: '0x1',
  transactionHash: `0x${'1'.repeat(64)}`,
  logIndex: '0x0',
  data,
  topics: [TOPICS.transfer, addressTopic(from), addressTopic(to), ...extra],
})

describe('touchedTokens', () => {
  it('lists every contract that logged a transfer from or to the account, once, first touch first', () => {
    const logs = [
      transfer(token(2), OTHER, ACCOUNT),
      transfer(token(1).toUpperCase().replace('0X', '0x'), ACCOUNT, OTHER),
      transfer(token(2), ACCOUNT, OTHER),
    ]
    expect(touchedTokens(logs, ACCOUNT)).toEqual([token(2), token(1)])
  })

  it('matches the account in any case', () => {
    expect(touchedTokens([transfer(token(1), OTHER, ACCOUNT.toLowerCase())], ACCOUNT)).toEqual([token(1)])
    expect(touchedTokens([transfer(token(1), OTHER, ACCOUNT)], ACCOUNT.toLowerCase())).toEqual([token(1)])
  })

  it('leaves out what is not an ERC-20 transfer of the account', () => {
    const approval = { ...transfer(token(1), ACCOUNT, OTHER), topics: [TOPICS.approval, addressTopic(ACCOUNT)] }
    const nft = transfer(token(2), OTHER, ACCOUNT, '0x', [addressTopic(token(9))])
    const malformedAmount = transfer(token(3), OTHER, ACCOUNT, '0x1234')
    const someoneElse = transfer(token(4), OTHER, token(8))
    expect(touchedTokens([approval, nft, malformedAmount, someoneElse], ACCOUNT)).toEqual([])
  })

  it('has nothing to list without logs', () => {
    expect(touchedTokens([], ACCOUNT)).toEqual([])
  })
})
