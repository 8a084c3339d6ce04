// `npm run deploy -- --rpc-url <url> [--config <file>] [--dry-run]`: puts the whole suite on any EVM chain with the
// key in DEPLOYER_PRIVATE_KEY, resumably, and writes its deployment file. See README, "Deploying to a chain".
import path from 'node:path'

import { providers, Wallet } from 'ethers'

import { LOCAL_CHAIN_ID } from './lib/anvil'
import { deployerKey, parseDeployArgs, USAGE, UsageError } from './lib/deployCli/args'
import { dryRun } from './lib/deployCli/dryRun'
import { writeJson } from './lib/deployment'
import { deploySuite, walletSender } from './lib/suite'
import { loadConfig } from './lib/suite/config/parse'
import { fileStore, progressFile } from './lib/suite/progress'

async function main(): Promise<void> {
  const args = parseDeployArgs(process.argv.slice(2))
  const key = deployerKey(process.env)
  const provider = new providers.StaticJsonRpcProvider(args.rpcUrl)
  provider.pollingInterval = 1000
  const chainId = Number(await provider.send('eth_chainId', []))
  // The local chain's file is local.json, written by `npm run chain`; a 31337.json beside it would shadow it.
  if (chainId === LOCAL_CHAIN_ID)
    throw new UsageError(`Chain ${chainId} is the local chain: \`npm run chain\` deploys it.`)
  const config = loadConfig(args.config, chainId)
  const wallet = key ? new Wallet(key) : undefined
  const store = fileStore(progressFile(args.progressDir, chainId))

  if (args.dryRun) {
    await dryRun({ provider, chainId, config, deployer: wallet?.address, progress: store.load(), print: console.log })
    return
  }
  if (!wallet) throw new UsageError("Set DEPLOYER_PRIVATE_KEY to the deployer account's key (or use --dry-run).")
  console.log(
    `Deploying to chain ${chainId} from ${wallet.address} (progress: ${progressFile(args.progressDir, chainId)})`,
  )
  const { deployment } = await deploySuite({
    config,
    sender: walletSender(wallet, provider),
    chainId,
    store,
    maxSteps: args.maxSteps,
    log: console.log,
  })
  if (!deployment) return
  const file = path.join(args.outDir, `${chainId}.json`)
  writeJson(file, deployment)
  if (config.claims) writeJson(path.join(args.claimsDir, `${chainId}.json`), config.claims)
  console.log(
    `Deployment written to ${file}${config.claims ? ` and claims to ${args.claimsDir}/${chainId}.json` : ''}.`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`)
  else console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
