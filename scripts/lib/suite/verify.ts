// Reads back what the deploy wired together, so a deployment file is only written for a suite that works as one.
import { Contract, type providers } from 'ethers'

import { type ArtifactName, loadArtifact } from '../artifacts'
import { type ChainDeployment } from '../deployment'
import { type SuiteConfig } from './config/types'
import { pairSymbols, tokenId } from './plan'

function expectSame(what: string, actual: string, expected: string): void {
  if (actual.toLowerCase() !== expected.toLowerCase())
    throw new Error(`Check failed: ${what} is ${actual}, expected ${expected}`)
}

export async function verifyDeployment(
  provider: providers.JsonRpcProvider,
  config: SuiteConfig,
  addresses: Record<string, string>,
  deployment: ChainDeployment,
): Promise<void> {
  const contract = (name: ArtifactName, address: string) =>
    new Contract(address, loadArtifact(name).abi as never, provider)
  const factory = contract('UniswapV2Factory', deployment.factory)
  for (const [pair, address] of Object.entries(deployment.pairs)) {
    const [a, b] = pairSymbols(pair).map((symbol) => addresses[tokenId(config, symbol)])
    expectSame(`the factory's ${pair} pair`, await factory.getPair(a, b), address)
  }
  const breeder = contract('MasterBreeder', deployment.staking.masterBreeder)
  for (const farm of deployment.staking.farms) {
    expectSame(`farm ${farm.pid}'s LP token`, (await breeder.poolInfo(farm.pid))[0], farm.lpToken)
  }
  expectSame('the number of farms', String(await breeder.poolLength()), String(deployment.staking.farms.length))
  expectSame('the owner of VENOM', await contract('VenomToken', deployment.governance.token).owner(), breeder.address)
  expectSame(
    'the timelock admin',
    await contract('Timelock', deployment.governance.timelock).admin(),
    deployment.governance.governor,
  )
  if (config.claims && deployment.merkleDistributor) {
    const distributor = contract('MerkleDistributor', deployment.merkleDistributor)
    expectSame('the distributor merkle root', await distributor.merkleRoot(), config.claims.merkleRoot)
  }
}
