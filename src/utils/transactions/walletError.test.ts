import { defaultAbiCoder } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import {
  classifyWalletError,
  errorMessage,
  innermostMessage,
  isUserRejection,
  revertReason,
  walletErrorCode,
} from './walletError'

const cyclic = () => {
  const error: Record<string, unknown> = { code: -1, message: 'loop' }
  error.error = error
  error.data = { originalError: error }
  error.cause = { error }
  return error
}

const throwingGetters = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('hostile')
      },
    },
  )

describe('classifyWalletError', () => {
  it('reads a 4001 or WalletConnect’s 5000 as sent, nested under error, data, originalError or cause, and ethers’ ACTION_REJECTED', () => {
    for (const error of [
      { code: 4001, message: 'User denied' },
      { code: 'ACTION_REJECTED', message: 'user rejected transaction' },
      { code: 'ACTION_REJECTED', error: { code: 4001 } },
      { code: 'UNPREDICTABLE_GAS_LIMIT', error: { code: 4001 } },
      { code: -32603, data: { originalError: { code: 4001 } } },
      { code: -32000, data: { code: 4001 } },
      Object.assign(new Error('wrapped'), { cause: { code: 4001 } }),
      { error: { error: { error: { code: 4001 } } } },
      // A phone wallet's refusal through WalletConnect, as the app's provider passes it on.
      { code: 5000, message: 'User rejected.' },
      { code: 'UNPREDICTABLE_GAS_LIMIT', error: { code: 5000, message: 'User rejected.' } },
    ]) {
      expect(classifyWalletError(error)).toBe('rejected')
      expect(isUserRejection(error)).toBe(true)
    }
  })

  it('reads the wallet’s -32603 as sent or nested, but not a wrapped code from another layer', () => {
    expect(classifyWalletError({ code: -32603, message: 'Internal JSON-RPC error.' })).toBe('internal')
    expect(classifyWalletError({ code: -1, data: { originalError: { code: -32603 } } })).toBe('internal')
    expect(classifyWalletError({ code: 'UNPREDICTABLE_GAS_LIMIT', error: { code: -32603 } })).toBe('internal')
    // MetaMask's internal error carries the node's error in data: still the wallet's -32603.
    expect(classifyWalletError({ code: -32603, data: { code: -32000, message: 'underpriced' } })).toBe('internal')
    // MetaMask mobile's originalError is the real error.
    expect(classifyWalletError({ code: -32603, data: { originalError: { code: 3 } } })).toBe('unknown')
  })

  it('reads ethers’ TRANSACTION_REPLACED as replaced unless the replacement cancelled it', () => {
    expect(classifyWalletError({ code: 'TRANSACTION_REPLACED', reason: 'repriced', cancelled: false })).toBe('replaced')
    expect(classifyWalletError({ code: 'TRANSACTION_REPLACED', reason: 'cancelled', cancelled: true })).toBe('unknown')
  })

  it('prefers a rejection over anything else it is wrapped in', () => {
    expect(classifyWalletError({ code: -32603, error: { code: 4001 } })).toBe('rejected')
  })

  it('calls anything else unknown, hostile input included', () => {
    for (const error of [
      undefined,
      null,
      0,
      'User denied',
      4001,
      new Error('boom'),
      { code: '4001' },
      { code: -32000, message: 'nonce too low' },
      cyclic(),
      throwingGetters(),
      Object.create(null),
    ]) {
      expect(classifyWalletError(error)).toBe('unknown')
      expect(isUserRejection(error)).toBe(false)
    }
  })

  it('finds a rejection inside a cycle and stops on deep chains', () => {
    const error = cyclic()
    error.cause = { code: 4001 }
    expect(classifyWalletError(error)).toBe('rejected')
    let deep: Record<string, unknown> = { code: 4001 }
    for (let i = 0; i < 1000; i++) deep = { error: deep }
    expect(classifyWalletError(deep)).toBe('unknown')
  })
})

describe('walletErrorCode', () => {
  it('reads the code as sent, under MetaMask mobile’s originalError first, or under ethers’ error', () => {
    expect(walletErrorCode({ code: 4902 })).toBe(4902)
    expect(walletErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(walletErrorCode({ code: 'ACTION_REJECTED', error: { code: 4001 } })).toBe(4001)
    expect(walletErrorCode({ code: -32603, data: { code: -32000 } })).toBe(-32603)
  })

  it('is undefined without a numeric code, and survives hostile input', () => {
    expect(walletErrorCode(undefined)).toBeUndefined()
    expect(walletErrorCode('4001')).toBeUndefined()
    expect(walletErrorCode({ code: 'NETWORK_ERROR' })).toBeUndefined()
    expect(walletErrorCode(throwingGetters())).toBeUndefined()
    expect(walletErrorCode(cyclic())).toBe(-1)
  })
})

/** What a node returns for `require(false, reason)`: Error(string), ABI-encoded. */
const errorData = (reason: string) => `0x08c379a0${defaultAbiCoder.encode(['string'], [reason]).slice(2)}`

describe('revertReason', () => {
  it('reads ethers’ reason, a nested error, or the node message', () => {
    expect(revertReason({ reason: 'A' })).toBe('A')
    expect(revertReason({ error: { reason: 'B' } })).toBe('B')
    // ethers' estimateGas: the node's whole message as `reason`.
    expect(revertReason({ reason: 'execution reverted: MasterBreeder: withdraw exceeds stake' })).toBe(
      'MasterBreeder: withdraw exceeds stake',
    )
    expect(revertReason({ reason: 'execution reverted', message: 'execution reverted: C' })).toBe('C')
    expect(revertReason({ data: { message: 'execution reverted: UniswapV2: K' } })).toBe('UniswapV2: K')
    expect(revertReason({ message: 'call failed "execution reverted: X: Y"' })).toBe('X: Y')
    expect(revertReason({ error: { error: { message: 'execution reverted: Deep\nmore' } } })).toBe('Deep')
    expect(revertReason({ message: 'nothing here' })).toBeUndefined()
  })

  it('decodes the revert data wherever the wallet, the node or ethers nested it', () => {
    const expired = errorData('UniswapV2Router: EXPIRED')
    // MetaMask: the node's answer under the wallet's -32603, only the data saying why.
    const metaMask = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: 3, message: 'execution reverted', data: expired },
    }
    expect(revertReason(metaMask)).toBe('UniswapV2Router: EXPIRED')
    // ethers v5 around it: UNPREDICTABLE_GAS_LIMIT with the wallet's error under `error`.
    expect(revertReason({ code: 'UNPREDICTABLE_GAS_LIMIT', message: 'cannot estimate gas', error: metaMask })).toBe(
      'UniswapV2Router: EXPIRED',
    )
    // ethers' JsonRpcProvider: the node's JSON answer kept as the text of `body`.
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 7,
      error: { code: 3, message: 'execution reverted', data: expired },
    })
    expect(revertReason({ code: 'SERVER_ERROR', error: { code: -32000, body } })).toBe('UniswapV2Router: EXPIRED')
    // Data straight on the error, and a failed assert or overflow (Panic).
    expect(revertReason({ code: 3, data: errorData('VENOM: nothing to unlock') })).toBe('VENOM: nothing to unlock')
    const panic = `0x4e487b71${defaultAbiCoder.encode(['uint256'], [0x11]).slice(2)}`
    expect(revertReason({ data: panic })).toBe('Panic(0x11)')
  })

  it('gives no reason for data that is not what its selector says, a custom error, or a hostile body', () => {
    expect(revertReason({ data: '0x08c379a0deadbeef' })).toBeUndefined()
    expect(revertReason({ data: '0x12345678' })).toBeUndefined()
    expect(revertReason({ data: errorData('   ') })).toBeUndefined()
    expect(revertReason({ body: '{"error": ' })).toBeUndefined()
    expect(revertReason({ body: `{"error":{"data":"${errorData('X')}"}}${' '.repeat(70_000)}` })).toBeUndefined()
  })

  it('is undefined for hostile input', () => {
    for (const error of [null, undefined, 'execution reverted: X', cyclic(), throwingGetters(), { reason: '' }]) {
      expect(revertReason(error)).toBeUndefined()
    }
  })
})

describe('errorMessage', () => {
  it('is the outermost message, or the error itself when it is text', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom')
    expect(errorMessage({ message: 'plain' })).toBe('plain')
    expect(errorMessage({ message: '', error: { message: 'inner' } })).toBe('inner')
    expect(errorMessage('text')).toBe('text')
    expect(errorMessage(42)).toBe('42')
  })

  it('is never empty nor "[object Object]", and never throws', () => {
    for (const error of [undefined, null, '', '  ', { message: 5 }, { message: {} }, {}, [], Object.create(null)]) {
      expect(errorMessage(error)).toBe('Unknown error')
    }
    expect(errorMessage(throwingGetters())).toBe('Unknown error')
  })
})

describe('innermostMessage', () => {
  it('is the node’s or wallet’s own words under the wrappers', () => {
    const node = { code: -32000, message: 'insufficient funds for gas * price + value' }
    const wallet = { code: -32603, message: 'Internal JSON-RPC error.', data: node }
    expect(
      innermostMessage({ code: 'UNPREDICTABLE_GAS_LIMIT', message: 'cannot estimate gas (…)', error: wallet }),
    ).toBe(node.message)
    expect(innermostMessage(new Error('boom'))).toBe('boom')
  })

  it('falls back like errorMessage', () => {
    expect(innermostMessage({ message: {} })).toBe('Unknown error')
    expect(innermostMessage('said')).toBe('said')
    expect(innermostMessage(cyclic())).toBe('loop')
  })
})
