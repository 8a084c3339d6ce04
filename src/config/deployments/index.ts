// Contract addresses per chain: the local chain's generated deployment, plus any `<chainId>.json` added beside it.
import local from './local.json'

export type Deployment = typeof local

// Real chains get their addresses by dropping `<chainId>.json` here (same shape as local.json) before a build.
const extraDeployments = import.meta.glob<Deployment>('./[0-9]*.json', { eager: true, import: 'default' })

function byChainId(): Readonly<Record<number, Deployment>> {
  const table: Record<number, Deployment> = { [local.chainId]: local }
  for (const [file, deployment] of Object.entries(extraDeployments)) {
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
