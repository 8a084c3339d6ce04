import { defaultAbiCoder } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import en from '../../../public/locales/en.json'
import { failureKey, failureText, readFailure } from './failureReason'

const errorData = (reason: string) => `0x08c379a0${defaultAbiCoder.encode(['string'], [reason]).slice(2)}`
/** MetaMask's shape for a send the node refused: the node's answer under the wallet's -32603. */
const refused = (reason: string) => ({
  code: -32603,
  message: 'Internal JSON-RPC error.',
  data: { code: 3, message: `execution reverted: ${reason}`, data: errorData(reason) },
})
const t = (key: string) => {
  const [group, name] = key.split('.')
  return (en as unknown as Record<string, Record<string, string>>)[group][name] ?? key
}

describe('failureKey', () => {
  it.each([
    ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'slippage'],
    ['UniswapV2Router: INSUFFICIENT_B_AMOUNT', 'slippage'],
    ['UniswapV2Router: EXPIRED', 'deadline'],
    ['UniswapV2Library: INSUFFICIENT_LIQUIDITY', 'liquidity'],
    ['UniswapV2: K', 'transfer'],
    ['TransferHelper: TRANSFER_FROM_FAILED', 'transfer'],
    ['VENOM: nothing to unlock', 'locked'],
    ['MasterBreeder: withdraw exceeds stake', 'exceedsStake'],
    ['ds-math-sub-underflow', 'balance'],
  ])('%s is %s', (reason, key) => {
    expect(failureKey(reason)).toBe(key)
  })

  it('knows no other reason, nor a near miss', () => {
    expect(failureKey('UniswapV2Router: EXPIRED!')).toBeUndefined()
    expect(failureKey('uniswapv2router: expired')).toBeUndefined()
    expect(failureKey('')).toBeUndefined()
  })
})

describe('failureText', () => {
  it('says a known reason in the user’s words, however deep the wallet nested it', () => {
    expect(failureText(t, refused('UniswapV2Router: EXPIRED'))).toBe(en.failures.deadline)
    expect(failureText(t, { code: 'UNPREDICTABLE_GAS_LIMIT', error: refused('UniswapV2: K') })).toBe(
      en.failures.transfer,
    )
  })

  it('shows an unknown reason as the contract gave it', () => {
    expect(failureText(t, refused('Pausable: paused'))).toBe('Pausable: paused')
    expect(readFailure(refused('Pausable: paused'))).toEqual({ raw: 'Pausable: paused' })
  })

  it('without a reason, the node’s or wallet’s own words; never empty or "[object Object]"', () => {
    const funds = { code: -32603, message: 'Internal JSON-RPC error.', data: { message: 'insufficient funds' } }
    expect(failureText(t, funds)).toBe('insufficient funds')
    for (const error of [undefined, {}, { message: {} }, { error: { message: 42 } }, '']) {
      expect(failureText(t, error)).toBe(en.failures.unknown)
    }
  })
})
