// The shape of the deployment files (local.json, <chainId>.json) and how they are written, byte for byte the same each time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What `npm run deploy` writes to `src/config/deployments/<chainId>.json`; parts the config did not ask for are absent. */
export interface ChainDeployment {
  chainId: number
  multicall: string
  weth: string
  factory: string
  router: string
  initCodeHash: string
  v1Factory?: string
  migrator?: string
  /** Symbol to address; the governance token is also here as VENOM. */
  tokens: Record<string, string>
  pairs: Record<string, string>
  v1Exchanges: Record<string, string>
  staking: {
    masterBreeder: string
    farms: { pid: number; pair: string; lpToken: string }[]
    singlePools: { address: string; stakedToken: string; rewardToken: string }[]
  }
  governance: { token: string; timelock: string; governor: string }
  merkleDistributor?: string
}

/** The local chain's deployment (local.json): every part, and the demo tokens. */
export interface Deployment extends ChainDeployment {
  v1Factory: string
  migrator: string
  tokens: Record<'BUSD' | 'USDC' | 'WBTC' | 'VENOM' | 'FOT', string>
  merkleDistributor: string
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
export const DEPLOYMENT_FILE = path.join(root, 'src/config/deployments/local.json')
export const CLAIMS_FILE = path.join(root, 'public/claims/31337.json')

export function serialize(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

export function readDeployment(file = DEPLOYMENT_FILE): Deployment | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Deployment
  } catch {
    return undefined
  }
}

export function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, serialize(value))
}
