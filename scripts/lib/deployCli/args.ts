// `npm run deploy` arguments and the deployer key from the environment, checked before anything touches a chain.
import { parseArgs } from 'node:util'

export interface DeployArgs {
  rpcUrl: string
  config?: string
  dryRun: boolean
  /** Where `<chainId>.json` is written. */
  outDir: string
  /** Where the per-chain progress of unfinished and finished deploys is kept. */
  progressDir: string
  /** Where the claims file is published for the app (`./claims/<chainId>.json`). */
  claimsDir: string
  maxSteps?: number
}

export const DEFAULTS = {
  outDir: 'src/config/deployments',
  progressDir: 'deploy/.progress',
  claimsDir: 'public/claims',
} as const

export class UsageError extends Error {}

export const USAGE = `Usage: npm run deploy -- --rpc-url <url> [--config <file>] [--dry-run]
  [--out-dir ${DEFAULTS.outDir}] [--progress-dir ${DEFAULTS.progressDir}] [--claims-dir ${DEFAULTS.claimsDir}]
  [--max-steps <n>]
The deployer's key is read from DEPLOYER_PRIVATE_KEY (a dry run works without it).`

export function parseDeployArgs(argv: string[]): DeployArgs {
  let values
  try {
    values = parseArgs({
      args: argv,
      options: {
        'rpc-url': { type: 'string' },
        config: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'out-dir': { type: 'string', default: DEFAULTS.outDir },
        'progress-dir': { type: 'string', default: DEFAULTS.progressDir },
        'claims-dir': { type: 'string', default: DEFAULTS.claimsDir },
        'max-steps': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const rpcUrl = values['rpc-url']
  if (!rpcUrl || !/^https?:\/\//.test(rpcUrl)) throw new UsageError('--rpc-url must be an http(s) URL')
  const maxSteps = values['max-steps'] === undefined ? undefined : Number(values['max-steps'])
  if (maxSteps !== undefined && !(Number.isInteger(maxSteps) && maxSteps >= 0))
    throw new UsageError('--max-steps must be a whole number')
  return {
    rpcUrl,
    config: values.config,
    dryRun: values['dry-run'],
    outDir: values['out-dir'],
    progressDir: values['progress-dir'],
    claimsDir: values['claims-dir'],
    maxSteps,
  }
}

/**
 * The key from DEPLOYER_PRIVATE_KEY, or undefined when unset. A malformed key is refused with a message that never
 * repeats it (ethers' own error would quote the value).
 */
export function deployerKey(env: Record<string, string | undefined>): string | undefined {
  const raw = env.DEPLOYER_PRIVATE_KEY?.trim()
  if (!raw) return undefined
  const hex = raw.startsWith('0x') ? raw : `0x${raw}`
  if (!/^0x[0-9a-fA-F]{64}$/.test(hex)) throw new UsageError('DEPLOYER_PRIVATE_KEY must be 32 bytes of hex')
  return hex
}
