// V2 pair addresses and the init code hash they derive from, read off the deployed factory rather than assumed.
import { Contract, type providers } from 'ethers'
import { getCreate2Address, keccak256, solidityPack } from 'ethers/lib/utils.js'

import { loadArtifact } from '../artifacts'

export function pairAddress(factory: string, initCodeHash: string, tokenA: string, tokenB: string): string {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  const salt = keccak256(solidityPack(['address', 'address'], [token0, token1]))
  return getCreate2Address(factory, salt, initCodeHash)
}

// Two addresses no pair will ever hold, for a createPair that is only simulated (eth_call), never sent.
const PROBE = ['0x000000000000000000000000000000000000dEaD', '0x000000000000000000000000000000000000bEEF'] as const

/**
 * The hash of the pair creation code inside the factory's own code (the factory embeds the pair's creation code to
 * CREATE2 it), checked against where the factory itself would put a pair.
 */
export async function factoryInitCodeHash(provider: providers.JsonRpcProvider, factory: string): Promise<string> {
  const code = (await provider.getCode(factory)).toLowerCase()
  const creation = loadArtifact('UniswapV2Pair').bytecode.slice(2).toLowerCase()
  if (!code.includes(creation)) throw new Error(`The factory at ${factory} does not embed the V2 pair's creation code`)
  const initCodeHash = keccak256(`0x${creation}`)
  const contract = new Contract(factory, loadArtifact('UniswapV2Factory').abi as never, provider)
  const simulated: string = await contract.callStatic.createPair(...PROBE)
  if (simulated !== pairAddress(factory, initCodeHash, ...PROBE)) {
    throw new Error(
      `The factory at ${factory} creates pairs at other addresses than init code hash ${initCodeHash} gives`,
    )
  }
  return initCodeHash
}
