// `npm run deploy` against a fresh Anvil node with chain id 2153: a dry run sends nothing and predicts the
// addresses; a deploy stopped by --max-steps, then killed twice while a transaction was in flight, resumes to the
// same suite, with every step sent exactly once.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { getContractAddress } from 'ethers/lib/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AnvilNode, rpc, startAnvil } from '../../../scripts/lib/anvil'
import { type ChainDeployment } from '../../../scripts/lib/deployment'
import { runScript } from '../support/runScript'
import { DEPLOYER, DEPLOYER_KEY, deployWorkspace, type Workspace } from './workspace'

let node: AnvilNode
let workspace: Workspace

beforeAll(async () => {
  node = await startAnvil({ chainId: 2153 })
  workspace = deployWorkspace()
})

afterAll(async () => {
  await node?.stop()
  workspace?.remove()
})

const deploy = (...extra: string[]) =>
  runScript('scripts/deploy.ts', { DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY }, 120_000, [
    ...workspace.args(node.url),
    ...extra,
  ])
const nonce = async () => Number(await rpc<string>(node.url, 'eth_getTransactionCount', [DEPLOYER, 'latest']))
/** "[i/n] what → 0x…" lines of a run or "  i. what → 0x…" lines of a dry run, by step number. */
function addressesIn(output: string): Map<number, string> {
  const found = new Map<number, string>()
  for (const match of output.matchAll(/^\s*\[?(\d+)[./][^→\n]*→ (0x[0-9a-fA-F]{40})/gm))
    found.set(Number(match[1]), match[2])
  return found
}

async function waitForPoolToHold(hash: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (await rpc<unknown>(node.url, 'eth_getTransactionByHash', [hash])) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the deploy never broadcast ${hash}`)
}

/**
 * Starts a deploy with mining off, so it signs, records and broadcasts its next step and then waits for a receipt
 * forever; kills it there and returns that step's hash. Mining stays off.
 */
async function killInFlight(): Promise<string> {
  await rpc(node.url, 'evm_setAutomine', [false])
  // One process (node with tsx's loader), not npx → tsx → node: SIGKILL then stops the deploy itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', ...workspace.args(node.url)], {
    env: { ...process.env, DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY },
    stdio: 'ignore',
  })
  const hash = await workspace.waitForSentStep()
  // The step is recorded before it is broadcast: kill only once the node holds the transaction, so the run dies
  // in flight and not between the record and the broadcast (that case is the "forgot" one, tested on its own).
  await waitForPoolToHold(hash)
  child.kill('SIGKILL')
  await new Promise((resolve) => child.once('exit', resolve))
  return hash
}

let planned: Map<number, string>
let stepCount: number

describe('npm run deploy', () => {
  it('--dry-run prints the plan with addresses and the gas cost, and sends nothing', async () => {
    const result = await deploy('--dry-run')
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Plan for chain 2153 from ${DEPLOYER}`)
    expect(result.stdout).toMatch(/Estimated: [\d,]+ gas × [\d.]+ gwei ≈ [\d.]+ of the native coin/)
    expect(result.stdout + result.stderr).not.toContain(DEPLOYER_KEY.slice(2, 20))
    stepCount = Math.max(...[...result.stdout.matchAll(/^\s*(\d+)\. /gm)].map((match) => Number(match[1])))
    planned = addressesIn(result.stdout)
    expect(planned.get(1)).toBe(getContractAddress({ from: DEPLOYER, nonce: 0 }))
    expect(await nonce()).toBe(0)
    expect(existsSync(workspace.deploymentFile)).toBe(false)
  })

  it('stops after --max-steps transactions and writes no deployment yet', async () => {
    const result = await deploy('--max-steps', '3')
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('Stopped after 3 new transaction(s)')
    expect(await nonce()).toBe(3)
    expect(existsSync(workspace.deploymentFile)).toBe(false)
  })

  it('resumes a run killed in flight whose transaction the node then forgot: the same signed one is sent again', async () => {
    const hash = await killInFlight()
    await rpc(node.url, 'anvil_dropTransaction', [hash])
    await rpc(node.url, 'evm_setAutomine', [true])
    expect(await nonce()).toBe(3)

    const result = await deploy('--max-steps', '0')
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('[4/')
    expect(await nonce()).toBe(4)
    expect(await rpc<{ hash: string } | null>(node.url, 'eth_getTransactionByHash', [hash])).toMatchObject({ hash })
  })

  it('resumes a run killed in flight whose transaction was mined since: its receipt is read, nothing resent', async () => {
    await killInFlight()
    await rpc(node.url, 'evm_setAutomine', [true])
    await rpc(node.url, 'evm_mine')
    expect(await nonce()).toBe(5)

    const result = await deploy()
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout.match(/\(done before\)/g)).toHaveLength(4)
    expect(await nonce()).toBe(stepCount) // one transaction per step: nothing was sent twice
    expect(addressesIn(result.stdout)).toEqual(planned)
  })

  it('writes the deployment the dry run predicted, and a further run sends nothing', async () => {
    const deployment = JSON.parse(readFileSync(workspace.deploymentFile, 'utf8')) as ChainDeployment
    expect(deployment.chainId).toBe(2153)
    expect(deployment.weth).toBe(planned.get(1))
    expect(deployment.tokens.VENOM).toBe(deployment.governance.token)
    expect(Object.keys(deployment.tokens)).toEqual(['BUSD', 'VENOM'])
    expect(deployment.v1Factory).toMatch(/^0x/)
    expect(deployment.merkleDistributor).toMatch(/^0x/)
    expect(deployment.staking.farms).toHaveLength(2)
    for (const address of Object.values(deployment.pairs)) {
      expect(await rpc(node.url, 'eth_getCode', [address, 'latest'])).not.toBe('0x')
    }
    expect(JSON.parse(readFileSync(workspace.claimsFile, 'utf8')).merkleRoot).toBe(workspace.claims.merkleRoot)

    const again = await deploy()
    expect(again.status, again.stderr).toBe(0)
    expect(again.stdout.match(/\(done before\)/g)).toHaveLength(stepCount)
    expect(await nonce()).toBe(stepCount)
    expect(JSON.parse(readFileSync(workspace.deploymentFile, 'utf8'))).toEqual(deployment)
  })
})
