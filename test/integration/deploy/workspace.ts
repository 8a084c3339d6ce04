// A temporary folder for one deploy test: the config (with a claims file), the output and the progress record,
// so nothing is written into the working tree.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseUnits } from 'ethers/lib/utils.js'

import { buildClaims, type ClaimsFile } from '../../../scripts/lib/merkle'

/** Anvil's account 0: a public development key. */
export const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

const CONFIG = {
  tokens: { BUSD: { name: 'Test BUSD', decimals: 18, supply: '1000000' } },
  v1: true,
  farms: {
    pools: [
      { pair: 'VENOM/WFRA', allocPoint: 2 },
      { pair: 'WFRA/BUSD', allocPoint: 1, startBlock: '+100' },
    ],
  },
  singlePools: [{ staked: 'VENOM', reward: 'BUSD', rewardPerBlock: '0.1', endBlock: '+1000', funding: '100' }],
  claims: 'claims.json',
}

export interface Workspace {
  dir: string
  claims: ClaimsFile
  deploymentFile: string
  claimsFile: string
  args(rpcUrl: string): string[]
  /** Once the progress record holds a step that was sent and is not yet mined: that step's transaction hash. */
  waitForSentStep(): Promise<string>
  remove(): void
}

export function deployWorkspace(): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), 'venom-deploy-'))
  const claims = buildClaims([
    {
      account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      amount: parseUnits('400', 18),
      flags: { isSOCKS: false, isLP: false, isUser: true },
    },
  ])
  writeFileSync(path.join(dir, 'claims.json'), JSON.stringify(claims))
  writeFileSync(path.join(dir, 'deploy.jsonc'), `// written by the test\n${JSON.stringify(CONFIG, null, 2)}\n`)
  const progressFile = path.join(dir, 'progress', '2153.json')
  return {
    dir,
    claims,
    deploymentFile: path.join(dir, 'out', '2153.json'),
    claimsFile: path.join(dir, 'claims-out', '2153.json'),
    args: (rpcUrl) => [
      ...['--rpc-url', rpcUrl, '--config', path.join(dir, 'deploy.jsonc')],
      ...['--out-dir', path.join(dir, 'out'), '--progress-dir', path.join(dir, 'progress')],
      ...['--claims-dir', path.join(dir, 'claims-out')],
    ],
    async waitForSentStep() {
      const deadline = Date.now() + 60_000
      while (Date.now() < deadline) {
        try {
          const { steps } = JSON.parse(readFileSync(progressFile, 'utf8')) as {
            steps: Record<string, { done: boolean; hash: string }>
          }
          const sent = Object.values(steps).find((step) => !step.done)
          if (sent) return sent.hash
        } catch {
          // Not written yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('No step was sent within 60 s')
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
