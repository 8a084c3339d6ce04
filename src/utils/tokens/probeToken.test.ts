import { Interface } from '@ethersproject/abi'
import { describe, expect, it } from 'vitest'

import PROBE_CODE from '@/abis/code/TokenProbe.json'
import TOKEN_PROBE_ABI from '@/abis/TokenProbe.json'

import { decodeProbeResult, firstKnown, PROBE_ADDRESS, probeCallParams, probePaths, probeToken } from './probeToken'
import { UNKNOWN_RISK } from './tokenRisk'

const ROUTER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const WFRA = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TOKEN = '0x04C89607413713Ec9775E14b954286519d836FEf'
const probe = new Interface(TOKEN_PROBE_ABI)
const request = { router: ROUTER, buyPath: [WFRA, TOKEN], amountIn: 10n ** 17n }

const answer = (outcome: [boolean, bigint, bigint, boolean, bigint, bigint]) =>
  probe.encodeFunctionResult('probe', [outcome])

describe('probeCallParams', () => {
  it('calls probe(router, path, amount) at the probe address, which the override gives the code and the coin', () => {
    const [call, block, overrides] = probeCallParams(request)
    expect(call.to).toBe(PROBE_ADDRESS)
    const [router, path, amount] = probe.decodeFunctionData('probe', call.data)
    expect([router, path, amount.toString()]).toEqual([ROUTER, [WFRA, TOKEN], '100000000000000000'])
    expect(block).toBe('latest')
    expect(overrides).toEqual({
      [PROBE_ADDRESS]: { code: PROBE_CODE.deployedBytecode, balance: '0x16345785d8a0000' },
    })
  })
})

describe('probeToken', () => {
  it('classifies what the node answers', async () => {
    const result = answer([true, 1000n, 950n, true, 900n, 860n])
    expect(decodeProbeResult(result).buyReceived).toBe(950n)
    await expect(probeToken(async () => result, request)).resolves.toEqual({ risk: 'transfer-tax', taxBps: 500 })
    await expect(probeToken(async () => answer([true, 10n, 10n, false, 0n, 0n]), request)).resolves.toEqual({
      risk: 'sell-reverts',
      taxBps: 0,
    })
  })

  it('is unknown when the node refuses the call or answers what is no outcome', async () => {
    const refused = async () => {
      throw new Error('state override is not supported')
    }
    await expect(probeToken(refused, request)).resolves.toEqual({ risk: 'unknown', taxBps: 0 })
    await expect(probeToken(async () => '0x', request)).resolves.toEqual({ risk: 'unknown', taxBps: 0 })
    await expect(probeToken(async () => '0x1234', request)).resolves.toEqual({ risk: 'unknown', taxBps: 0 })
  })
})

describe('probePaths and firstKnown', () => {
  const BUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'

  it('buys straight from the wrapped coin first, then through each other base, never through the token itself', () => {
    expect(probePaths(WFRA, TOKEN, [WFRA.toLowerCase(), BUSD])).toEqual([
      [WFRA, TOKEN],
      [WFRA, BUSD, TOKEN],
    ])
    expect(probePaths(WFRA, BUSD, [WFRA, BUSD])).toEqual([[WFRA, BUSD]])
  })

  it('takes the first route that learnt something', () => {
    const taxed = { risk: 'transfer-tax' as const, taxBps: 500 }
    expect(firstKnown([UNKNOWN_RISK, taxed, { risk: 'none', taxBps: 0 }])).toEqual(taxed)
    expect(firstKnown([UNKNOWN_RISK, UNKNOWN_RISK])).toEqual(UNKNOWN_RISK)
    expect(firstKnown([])).toEqual(UNKNOWN_RISK)
  })
})
