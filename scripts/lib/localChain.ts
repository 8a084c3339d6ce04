// Brings a local node to the demo state: detects an existing deployment, otherwise deploys and seeds.
import { isDeepStrictEqual } from 'node:util'

import { Contract } from 'ethers'

import { LOCAL_CHAIN_ID, rpc } from './anvil'
import { loadArtifact } from './artifacts'
import { CLAIMS_FILE, type Deployment, DEPLOYMENT_FILE, readDeployment, writeJson } from './deployment'
import { deployAndSeed, localProvider } from './seed'
import { LOCAL_LIST_FILE, localTokenList } from './tokenList'

export type ChainState = 'deployed' | 'empty' | 'foreign'

/** Every address of the recorded deployment holds code and the governance demo is in place. */
export async function inspectChain(url: string, deployment = readDeployment()): Promise<ChainState> {
  const chainId = Number(await rpc<string>(url, 'eth_chainId'))
  if (chainId !== LOCAL_CHAIN_ID) return 'foreign'
  const blockNumber = Number(await rpc<string>(url, 'eth_blockNumber'))
  if (blockNumber === 0) return 'empty'
  if (!deployment?.governance) return 'foreign'
  const addresses = [
    deployment.multicall,
    deployment.router,
    deployment.governance.governor,
    deployment.merkleDistributor,
  ]
  for (const address of addresses) {
    if ((await rpc<string>(url, 'eth_getCode', [address, 'latest'])) === '0x') return 'foreign'
  }
  const governor = new Contract(
    deployment.governance.governor,
    loadArtifact('GovernorAlpha').abi as never,
    localProvider(url),
  )
  return (await governor.proposalCount()).gte(3) ? 'deployed' : 'foreign'
}

export interface SeedOutcome {
  deployment: Deployment
  /** The committed deployment file differed and was rewritten (contracts or the seed changed). */
  rewritten: boolean
  seconds: number
}

export async function seedChain(url: string): Promise<SeedOutcome> {
  const started = Date.now()
  const { deployment, claims } = await deployAndSeed(url)
  const rewritten = !isDeepStrictEqual(readDeployment(), deployment)
  if (rewritten) writeJson(DEPLOYMENT_FILE, deployment)
  writeJson(CLAIMS_FILE, claims)
  writeJson(LOCAL_LIST_FILE, localTokenList(deployment))
  return { deployment, rewritten, seconds: (Date.now() - started) / 1000 }
}
