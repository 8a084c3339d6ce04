// The shape of the deployment files (local.json, <chainId>.json) and how they are written, byte for byte the same each time.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type Deployment as AppDeployment } from '../../src/config/deployments/types'
import { type RiskyTokenSymbol } from './demo'

/**
 * What `npm run deploy` writes to `src/config/deployments/<chainId>.json`: the shape the app reads, defined once
 * beside it; parts the config did not ask for are absent.
 */
export type ChainDeployment = AppDeployment

/** The local chain's deployment (local.json): every part, and the demo tokens. */
export interface Deployment extends ChainDeployment {
  v1Factory: string
  migrator: string
  tokens: Record<'BUSD' | 'USDC' | 'WBTC' | 'VENOM' | 'FOT' | RiskyTokenSymbol, string>
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
