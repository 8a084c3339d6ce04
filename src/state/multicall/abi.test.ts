import { FormatTypes, Interface } from '@ethersproject/abi'
import artifact from '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json'
import { describe, expect, it } from 'vitest'

import { MULTICALL_ABI } from './abi'

describe('MULTICALL_ABI', () => {
  it('matches the published UniswapInterfaceMulticall artifact', () => {
    const mine = new Interface(MULTICALL_ABI)
    const published = new Interface(artifact.abi)
    const signatures = (abi: Interface) =>
      Object.values(abi.functions)
        .map((fragment) => fragment.format(FormatTypes.full).replace(/ nonpayable$/, ''))
        .sort()
    expect(signatures(mine)).toEqual(signatures(published))
  })
})
