import { defaultAbiCoder } from '@ethersproject/abi'
import { parseUnits } from '@ethersproject/units'
import { describe, expect, it } from 'vitest'

import local from '@/config/deployments/local.json'

import { decodeProposalCall, knownAddressNames } from './callDetails'

const TO = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const VENOM = local.tokens.VENOM

describe('decodeProposalCall', () => {
  it('decodes the arguments by the signature and joins them', () => {
    const calldata = defaultAbiCoder.encode(['address', 'uint256'], [TO.toLowerCase(), parseUnits('250000', 18)])
    const call = decodeProposalCall(VENOM, 'transfer(address,uint256)', calldata)
    expect(call.functionSig).toBe('transfer')
    expect(call.signature).toBe('transfer(address,uint256)')
    expect(call.callData).toBe(`${TO}, 250000000000000000000000`)
    expect(call.args[0]).toEqual({ type: 'address', value: TO, address: TO })
    expect(call.args[1]).toEqual({ type: 'uint256', value: '250000000000000000000000' })
  })

  it('handles arrays, booleans, strings and no arguments', () => {
    const calldata = defaultAbiCoder.encode(['uint256[]', 'bool', 'string'], [[1, 2], true, 'hi, there'])
    expect(decodeProposalCall(VENOM, 'f(uint256[],bool,string)', calldata).callData).toBe('[1, 2], true, hi, there')
    const none = decodeProposalCall(VENOM, 'unlock()', '0x')
    expect(none.functionSig).toBe('unlock')
    expect(none.callData).toBe('')
  })

  it('keeps the raw calldata when the signature or data do not decode', () => {
    expect(decodeProposalCall(VENOM, '', '0x1234')).toMatchObject({ functionSig: '', callData: '0x1234', args: [] })
    expect(decodeProposalCall(VENOM, 'not a signature', '0x12')).toMatchObject({ callData: '0x12' })
    expect(decodeProposalCall(VENOM, 'transfer(address,uint256)', '0x12')).toMatchObject({
      functionSig: 'transfer',
      callData: '0x12',
    })
  })
})

describe('knownAddressNames', () => {
  it('names the deployment contracts and tokens', () => {
    const names = knownAddressNames(local, 'WFRA')
    expect(names[VENOM.toLowerCase()]).toBe('VENOM')
    expect(names[local.governance.timelock.toLowerCase()]).toBe('Timelock')
    expect(names[local.governance.governor.toLowerCase()]).toBe('Governor')
    expect(names[local.router.toLowerCase()]).toBe('Router')
    expect(names[local.weth.toLowerCase()]).toBe('WFRA')
    expect(names[local.pairs['WFRA/BUSD'].toLowerCase()]).toBe('WFRA/BUSD LP')
    expect(names[TO.toLowerCase()]).toBeUndefined()
  })

  it('is empty without a deployment', () => {
    expect(knownAddressNames(undefined, 'ETH')).toEqual({})
  })
})
