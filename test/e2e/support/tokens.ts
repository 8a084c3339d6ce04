// Tokens the tests deploy themselves (off every list): a DemoERC20 with any name and symbol, and a pool for it.
import { type Contract } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach, deploy } from '../../../scripts/lib/contracts'
import { type LocalChain } from './fixtures'

/** Deployed by account 0 (the deployer), which holds the whole supply. */
export async function deployTestToken(
  chain: LocalChain,
  name: string,
  symbol: string,
  decimals = 18,
  supply = '1000000',
): Promise<Contract> {
  const signer = chain.provider.getSigner(0)
  return deploy(signer, 'DemoERC20', name, symbol, decimals, parseUnits(supply, decimals))
}

/** A token/WFRA pool seeded by the deployer, so the token can be traded. */
export async function addNativePool(chain: LocalChain, token: Contract, tokenAmount: string, nativeAmount: string) {
  const signer = chain.provider.getSigner(0)
  const router = attach(signer, 'UniswapV2Router02', chain.deployment.router)
  await (await token.connect(signer).approve(router.address, tokenAmount)).wait()
  const deadline = (await chain.provider.getBlock('latest')).timestamp + 3600
  const to = await signer.getAddress()
  await (
    await router.addLiquidityETH(token.address, tokenAmount, 0, 0, to, deadline, { value: parseEther(nativeAmount) })
  ).wait()
}
