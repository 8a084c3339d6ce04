// `npm run chain`: Anvil on 127.0.0.1:$ANVIL_PORT (8545) with the contracts and demo state, until Ctrl-C.
import { Wallet } from 'ethers'

import { type AnvilNode, isPortFree, LOCAL_CHAIN_ID, rpc, startAnvil } from './lib/anvil'
import { inspectChain, seedChain } from './lib/localChain'

const MNEMONIC = 'test test test test test test test test test test test junk' // Anvil's public default

function env(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${raw}"`)
    process.exit(1)
  }
  return value
}

function printAccounts(url: string): void {
  console.log(`\nLocal chain ready\n  RPC URL:  ${url}\n  Chain id: ${LOCAL_CHAIN_ID}\n`)
  console.log('Funded accounts (Anvil defaults; public keys, never use them on a real network):')
  for (let i = 0; i < 4; i++) {
    const wallet = Wallet.fromMnemonic(MNEMONIC, `m/44'/60'/0'/0/${i}`)
    const role = i === 0 ? 'deployer' : `demo account ${i}`
    console.log(`  (${i}) ${wallet.address}  ${wallet.privateKey}  ${role}`)
  }
  console.log(`
MetaMask: Settings → Networks → Add a network manually
  Network name: Venom Local   RPC URL: ${url}   Chain ID: ${LOCAL_CHAIN_ID}   Currency symbol: FRA
  then Import account with one of the private keys above.
`)
}

export async function runChain(): Promise<{ url: string; node?: AnvilNode }> {
  const port = env('ANVIL_PORT', 8545)
  const blockTime = env('ANVIL_BLOCK_TIME', 0)
  const url = `http://127.0.0.1:${port}`
  let node: AnvilNode | undefined

  if (!(await isPortFree(port))) {
    const state = await inspectChain(url).catch(() => 'unreachable' as const)
    if (state === 'unreachable') {
      throw new Error(`Port ${port} is in use by something that is not a JSON-RPC node. Stop it or set ANVIL_PORT.`)
    }
    if (state === 'foreign') {
      throw new Error(
        `A node on port ${port} has state that is not this project's deployment. Stop it, or set ANVIL_PORT to a free port.`,
      )
    }
    console.log(state === 'deployed' ? `Using the node already running on ${url}: deployment found.` : '')
    if (state === 'empty') await seed(url)
  } else {
    node = await startAnvil({ port })
    await seed(url)
  }
  // Seeding mines per transaction; the chosen block time applies from here on.
  if (blockTime > 0) await rpc(url, 'evm_setIntervalMining', [blockTime])
  printAccounts(url)
  return { url, node }
}

async function seed(url: string): Promise<void> {
  console.log(`Deploying contracts and demo state to ${url} ...`)
  const outcome = await seedChain(url)
  console.log(`Deployed and seeded in ${outcome.seconds.toFixed(1)} s.`)
  if (outcome.rewritten) console.log('Note: src/config/deployments/local.json changed; commit it.')
}

export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false
  const handler = () => {
    if (stopping) return
    stopping = true
    stop().finally(() => process.exit(0))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runChain()
    .then(({ node }) => {
      if (!node) return
      console.log('Press Ctrl-C to stop.')
      stopOnSignal(() => node.stop())
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
