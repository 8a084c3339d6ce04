// Fixtures for the operator's path on a chain other than the local one: a fresh Anvil node with chain id 2153,
// `npm run deploy` against it with a development key, an app built for that chain from the environment alone
// (VITE_DEFAULT_CHAIN_ID, VITE_RPC_URL_2153, the deployment file), served from its own folder. The build has two RPC
// URLs, as a real chain's list does: first a replica of the node (`replicaUrl`, which each page routes to the node
// unless a test makes it lag), then the node.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base } from '@playwright/test'
import { type providers } from 'ethers'

import { type AnvilNode, startAnvil } from '../../../scripts/lib/anvil'
import { type ChainDeployment } from '../../../scripts/lib/deployment'
import { E2E_OUT_DIR } from '../../../scripts/lib/e2eOutDir'
import { localProvider } from '../../../scripts/lib/seed'
import { startSubpathServer, type SubpathServer } from './subpathServer'
import { TestWallet } from './wallet'

export const CHAIN_ID = 2153
/**
 * How often the build asks for the head, and the chain's block time it is told: the operator's settings for a node
 * that mines a block per transaction (the built-in 15 s polls and 16 s blocks are the public chain's; after a new
 * block, the app would rest most of a block time before asking again). Each step a test waits for is a poll or two:
 * seconds, not half a minute.
 */
export const BLOCK_POLLING_MS = 2_000
/** Anvil's account 0: a public development key, the only kind a test may hold. */
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const CONFIG = 'test/e2e/support/deploy-2153.jsonc'
// Its own folder, so it never replaces the main end-to-end build that other workers are serving.
export const DEPLOYED_OUT_DIR = `${E2E_OUT_DIR}-2153`

export interface DeployedChain {
  url: string
  /** The build's first RPC URL: on the node's origin, served by a route of the page (Anvil answers only '/'). */
  replicaUrl: string
  deployment: ChainDeployment
  provider: providers.JsonRpcProvider
  accounts: string[]
  /** Where the app built for this chain is served, ending in '/'. */
  appUrl: string
}

/** Runs a command to its end; the environment is this process's without its VITE_ variables, plus `env`. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')))
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${status}:\n${output}`)),
    )
  })
}

const replicaOf = (node: AnvilNode) => `${node.url}/replica`

async function deployAndBuild(node: AnvilNode, dir: string): Promise<ChainDeployment> {
  const deployments = path.join(dir, 'deployments')
  // What an operator runs; its deployment file and progress record go to the temporary folder.
  const target = ['--rpc-url', node.url, '--config', CONFIG]
  const outputs = ['--out-dir', deployments, '--progress-dir', path.join(dir, 'progress')]
  await run('npm', ['run', '--silent', 'deploy', '--', ...target, ...outputs], { DEPLOYER_PRIVATE_KEY: DEPLOYER_KEY })
  // The build for the chain from the environment alone: its id, its RPCs and the folder holding its deployment.
  await run('npx', ['vite', 'build', '--outDir', DEPLOYED_OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_DEFAULT_CHAIN_ID: String(CHAIN_ID),
    [`VITE_RPC_URL_${CHAIN_ID}`]: `${replicaOf(node)},${node.url}`,
    [`VITE_BLOCK_POLLING_MS_${CHAIN_ID}`]: String(BLOCK_POLLING_MS),
    [`VITE_BLOCK_TIME_MS_${CHAIN_ID}`]: String(BLOCK_POLLING_MS),
    VENOM_DEPLOYMENTS_DIR: deployments,
  })
  return JSON.parse(readFileSync(path.join(deployments, `${CHAIN_ID}.json`), 'utf8')) as ChainDeployment
}

export const test = base.extend<{ wallet: TestWallet }, { deployed: DeployedChain }>({
  page: async ({ page, deployed }, use) => {
    // A replica in step with its node; a test's own route of the URL (registered later, so asked first) may lag.
    await page.route(deployed.replicaUrl, (route) => route.continue({ url: deployed.url }))
    await use(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
  deployed: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      // A short chain: every state is kept, so a lagging replica can read past blocks.
      const node = await startAnvil({ chainId: CHAIN_ID, keepHistory: true })
      const dir = mkdtempSync(path.join(tmpdir(), 'venom-e2e-2153-'))
      let server: SubpathServer | undefined
      try {
        const deployment = await deployAndBuild(node, dir)
        server = await startSubpathServer('/', path.resolve(DEPLOYED_OUT_DIR))
        const provider = localProvider(node.url, CHAIN_ID)
        const accounts = await provider.listAccounts()
        await use({ url: node.url, replicaUrl: replicaOf(node), deployment, provider, accounts, appUrl: server.url })
      } finally {
        await server?.close()
        await node.stop()
        rmSync(dir, { recursive: true, force: true })
      }
    },
    // A deploy and a production build: more than a test's minute on a loaded machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  wallet: async ({ page, deployed }, use) => {
    const wallet = new TestWallet(page, deployed.url, deployed.accounts, CHAIN_ID)
    await wallet.install()
    await use(wallet)
  },
})

export { expect } from '@playwright/test'
