// Contract addresses per chain: the local chain's generated deployment (in builds that serve it), plus every
// `<chainId>.json` that `npm run deploy` wrote to the deployments folder (src/config/deployments unless the build
// sets VENOM_DEPLOYMENTS_DIR; see vite.config.ts).
import { SERVES_LOCAL_CHAIN } from '../chains'
import local from './local.json'
import { type Deployment } from './types'

export type { Deployment }

const chainFiles = import.meta.glob<Deployment>('@deployments/[0-9]*.json', { eager: true, import: 'default' })

function byChainId(): Readonly<Record<number, Deployment>> {
  const table: Record<number, Deployment> = SERVES_LOCAL_CHAIN ? { [local.chainId]: local } : {}
  for (const [file, deployment] of Object.entries(chainFiles)) {
    const chainId = Number(/(\d+)\.json$/.exec(file)?.[1])
    if (deployment.chainId === chainId) table[chainId] = deployment
  }
  return table
}

const DEPLOYMENTS = byChainId()

/** The chain's deployment, or undefined: the caller says plainly that nothing is deployed on that chain. */
export function getDeployment(chainId: number | undefined): Deployment | undefined {
  return chainId === undefined ? undefined : DEPLOYMENTS[chainId]
}

export function hasDeployment(chainId: number | undefined): boolean {
  return getDeployment(chainId) !== undefined
}
