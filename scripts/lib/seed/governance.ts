// Delegations and proposals in three states — executed, defeated, active — reached by mining and moving time.
import { type BigNumber } from 'ethers'
import { defaultAbiCoder, parseUnits } from 'ethers/lib/utils.js'

import { rpc } from '../anvil'
import { send } from '../contracts'
import { GOVERNANCE } from '../demo'
import { as, mineBlocks, type SeedContext } from './context'

interface ProposalCall {
  target: string
  signature: string
  types: string[]
  args: unknown[]
}

async function propose(context: SeedContext, calls: ProposalCall[], description: string): Promise<BigNumber> {
  const { governor } = context.contracts
  await send(
    governor.propose(
      calls.map((call) => call.target),
      calls.map(() => 0),
      calls.map((call) => call.signature),
      calls.map((call) => defaultAbiCoder.encode(call.types, call.args)),
      description,
    ),
    'propose',
  )
  const id: BigNumber = await governor.proposalCount()
  await mineBlocks(context, 1) // past votingDelay: the proposal is active
  return id
}

async function passVotingPeriod(context: SeedContext): Promise<void> {
  await mineBlocks(context, GOVERNANCE.votingPeriodBlocks + 1)
}

function transferCall(context: SeedContext, to: number, amount: string): ProposalCall {
  return {
    target: context.contracts.tokens.VENOM.address,
    signature: 'transfer(address,uint256)',
    types: ['address', 'uint256'],
    args: [context.accounts[to], parseUnits(amount, 18)],
  }
}

export async function seedGovernance(context: SeedContext): Promise<void> {
  const { governor, timelock, tokens } = context.contracts
  const VENOM = tokens.VENOM
  await send(VENOM.transfer(timelock.address, GOVERNANCE.treasury), 'fund the treasury')
  await send(VENOM.delegate(context.accounts[0]), 'deployer self-delegates')
  await send(as(VENOM, context, 1).delegate(context.accounts[1]), 'account 1 self-delegates')
  await send(as(VENOM, context, 2).delegate(context.accounts[2]), 'account 2 self-delegates')
  await mineBlocks(context, 1) // votes count from the block after delegation

  const executed = await propose(
    context,
    [transferCall(context, 8, '1000000'), transferCall(context, 9, '250000')],
    '# Fund community grants and the bug bounty\n\nTransfer 1,000,000 VENOM from the treasury to the grants wallet and 250,000 VENOM to the bug bounty wallet.',
  )
  await send(governor.castVote(executed, true), 'vote for proposal 1')
  await passVotingPeriod(context)
  await send(governor.queue(executed), 'queue proposal 1')
  const eta: BigNumber = (await governor.proposals(executed)).eta
  await rpc(context.url, 'evm_setNextBlockTimestamp', [eta.toNumber() + 1])
  await send(governor.execute(executed), 'execute proposal 1')

  const defeated = await propose(
    context,
    [transferCall(context, 8, '5000000')],
    '# Marketing budget\n\nTransfer 5,000,000 VENOM from the treasury to the marketing wallet for one year of campaigns.',
  )
  await send(as(governor, context, 2).castVote(defeated, true), 'account 2 votes for proposal 2')
  await send(governor.castVote(defeated, false), 'deployer votes against proposal 2')
  await passVotingPeriod(context)

  await propose(
    context,
    [transferCall(context, 9, '250000')],
    [
      '# Findora hackathon prizes',
      '',
      'Fund the prizes of the first Venom Swap hackathon on Findora from the treasury.',
      '',
      '- 250,000 VENOM to the hackathon wallet',
      '- Unused prizes return to the treasury',
      '',
      'Discussion: [forum thread](https://example.org/venom-hackathon)',
    ].join('\n'),
  )
}
