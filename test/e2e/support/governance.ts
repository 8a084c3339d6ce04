// Governance set-ups the tests share, made on the chain itself.
import { defaultAbiCoder, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../../scripts/lib/contracts'
import { type LocalChain } from './fixtures'

/**
 * Creates a live proposal with `description` (a transfer of 1 VENOM to account 9) from account 2 and returns its id.
 * The deployer's own demo proposal is still active and GovernorAlpha allows one live proposal per proposer, so the
 * deployer lends its votes to account 2 first.
 */
export async function proposeFromAccount2(chain: LocalChain, description: string): Promise<number> {
  const { token, governor: governorAddress } = chain.deployment.governance
  const venom = attach(chain.provider.getSigner(0), 'VenomToken', token)
  await (await venom.delegate(chain.accounts[2])).wait()
  await chain.mine(1)
  const governor = attach(chain.provider.getSigner(2), 'GovernorAlpha', governorAddress)
  await (
    await governor.propose(
      [token],
      [0],
      ['transfer(address,uint256)'],
      [defaultAbiCoder.encode(['address', 'uint256'], [chain.accounts[9], parseUnits('1', 18)])],
      description,
    )
  ).wait()
  await chain.mine(1)
  return (await governor.proposalCount()).toNumber()
}
