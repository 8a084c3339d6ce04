// Every screen of the route table once, with real demo-state values for its parameters (a pair, a farm, a pool, a
// proposal, a token), for the checks that walk all routes (phone layout, accessibility). Paths go inside the hash:
// `/#${path}`.
import { readDeployment } from '../../../scripts/lib/deployment'

const deployment = readDeployment()
if (!deployment) throw new Error('src/config/deployments/local.json is missing: run npm run chain once')
const { BUSD, USDC, VENOM } = deployment.tokens
const FARM_LP = deployment.staking.farms[0].lpToken // the running WFRA/BUSD farm
const SINGLE_POOL = deployment.staking.singlePools[0].address
const V1_BUSD = deployment.v1Exchanges.BUSD
const FRA_BUSD_PAIR = (deployment.pairs as Record<string, string>)['WFRA/BUSD']

export interface AppRoute {
  /** A short name for test titles. */
  name: string
  /** The path inside the hash, with parameters filled in. */
  path: string
  /** The page's h1 once it has rendered (a redirect lands on its target's heading). */
  heading: string | RegExp
  /** A test id shown once the page has loaded its body (before it, a loading card): what axe should measure. */
  settled?: string
  /** What the page shows while it is still reading (a CSS selector): gone once it has read what it shows. */
  busy?: string
}

export const APP_ROUTES: readonly AppRoute[] = [
  { name: 'swap', path: '/swap', heading: 'Swap' },
  { name: 'send', path: '/send', heading: 'Send' },
  { name: 'claim', path: '/claim', heading: 'Swap' },
  { name: 'find', path: '/find', heading: 'Import Pool' },
  { name: 'pool', path: '/pool', heading: 'Your liquidity' },
  { name: 'add', path: `/add/ETH/${BUSD}`, heading: 'Add Liquidity' },
  { name: 'create', path: `/create/${USDC}/${VENOM}`, heading: 'Create a pair' },
  { name: 'remove', path: `/remove/ETH/${BUSD}`, heading: 'Remove Liquidity' },
  { name: 'migrate-v1-list', path: '/migrate/v1', heading: 'Migrate V1 Liquidity' },
  {
    name: 'migrate-v1',
    path: `/migrate/v1/${V1_BUSD}`,
    heading: 'Migrate V1 Liquidity position',
    settled: 'v1-approve',
  },
  { name: 'remove-v1', path: `/remove/v1/${V1_BUSD}`, heading: 'Remove V1 Liquidity', settled: 'v1-remove' },
  { name: 'farms', path: '/staking/OVPit', heading: 'Farms' },
  { name: 'single-pools', path: '/staking/single', heading: 'Single staking pools' },
  { name: 'farm', path: `/staking/pools/ETH/${BUSD}`, heading: / Mining$/ },
  { name: 'single-pool', path: `/staking/single/${SINGLE_POOL}`, heading: 'Stake: VENOM - Earn: BUSD' },
  { name: 'staking-category', path: `/staking/OVPit/${FARM_LP}`, heading: 'BUSD-FRA Mining' },
  { name: 'vote', path: '/vote', heading: 'Proposals' },
  { name: 'proposal', path: '/vote/1', heading: 'Fund community grants and the bug bounty' },
  { name: 'activity', path: '/activity', heading: 'Activity', busy: '[data-testid="activity-history-progress"]' },
  { name: 'pools', path: '/pools', heading: 'Pools', settled: 'pools-table', busy: '[data-swaps="loading"]' },
  { name: 'tokens', path: '/tokens', heading: 'Tokens', settled: 'tokens-table', busy: 'td:has-text("…")' },
  {
    name: 'pool-page',
    path: `/pools/${FRA_BUSD_PAIR}`,
    heading: /^(FRA\/BUSD|BUSD\/FRA) pool$/,
    settled: 'pool-chart',
    busy: '[data-status="loading"], [data-testid="pool-page-volume"]:has-text("…")',
  },
  {
    name: 'token-page',
    path: `/tokens/${VENOM}`,
    heading: /^.+ \(VENOM\)$/,
    settled: 'token-page-chart',
    busy: '[data-status="loading"], [data-testid="token-page-volume"]:has-text("…"), td:has-text("…")',
  },
  {
    name: 'portfolio',
    path: '/portfolio',
    heading: 'Portfolio',
    settled: 'portfolio-tokens',
    busy: '[data-testid="portfolio-total"]:not([data-usd])',
  },
]

/**
 * The route table in parts of at most `size`, for the checks that walk routes in one page (a walk's later routes are
 * same-document navigations, cheap, but the whole table in one test held a worker for 15 s on a good day).
 */
export function routeParts(size: number): { label: string; routes: readonly AppRoute[] }[] {
  const count = Math.ceil(APP_ROUTES.length / size)
  return Array.from({ length: count }, (_, index) => ({
    label: `routes ${index + 1}/${count}`,
    routes: APP_ROUTES.slice(index * size, (index + 1) * size),
  }))
}
