// An account's WFRA/BUSD liquidity for the farm tests: 100 FRA and 200 BUSD added through the router, the LP tokens
// approved for the MasterBreeder and, when asked, deposited in the farm. Sent straight to the chain, not the page.
import { type BigNumber, constants } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../../scripts/lib/contracts'
import { type LocalChain } from './fixtures'

export async function wfraBusdLiquidity(chain: LocalChain, account: string, { deposit = false } = {}) {
  const signer = chain.provider.getSigner(account)
  const { deployment } = chain
  const busd = attach(signer, 'DemoERC20', deployment.tokens.BUSD)
  const router = attach(signer, 'UniswapV2Router02', deployment.router)
  const lp = attach(signer, 'UniswapV2Pair', (deployment.pairs as Record<string, string>)['WFRA/BUSD'])
  const breeder = attach(signer, 'MasterBreeder', deployment.staking.masterBreeder)
  const pid = deployment.staking.farms.find((farm) => farm.pair === 'WFRA/BUSD')!.pid
  await (await busd.approve(router.address, constants.MaxUint256)).wait()
  await (
    await router.addLiquidityETH(busd.address, parseUnits('200', 18), 0, 0, account, constants.MaxUint256, {
      value: parseEther('100'),
    })
  ).wait()
  const liquidity: BigNumber = await lp.balanceOf(account)
  await (await lp.approve(breeder.address, constants.MaxUint256)).wait()
  if (deposit) await (await breeder.deposit(pid, liquidity, constants.AddressZero)).wait()
  return { liquidity, pid, breeder }
}
