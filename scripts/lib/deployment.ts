// The shape of src/config/deployments/local.json and how it is written, byte for byte the same each time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Deployment {
  chainId: number
  multicall: string
  weth: string
  factory: string
  router: string
  initCodeHash: string
  v1Factory: string
  migrator: string
  tokens: Record<'BUSD' | 'USDC' | 'WBTC' | 'VENOM' | 'FOT', string>
  pairs: Record<string, string>
  v1Exchanges: Record<string, string>
  staking: {
    masterBreeder: string
    farms: { pid: number; pair: string; lpToken: string }[]
    singlePools: { address: string; stakedToken: string; rewardToken: string }[]
  }
  governance: { token: string; timelock: string; governor: string }
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
