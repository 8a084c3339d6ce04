// Playwright fixtures: one seeded Anvil node per worker, a snapshot reverted after every test, and a
// page whose chain reads go to that node and whose injected wallet signs with its accounts.
import { expect, type Page, test as base } from '@playwright/test'

import { type AnvilNode, rpc, startAnvil } from '../../../scripts/lib/anvil'
import { type Deployment, readDeployment } from '../../../scripts/lib/deployment'
import { deployAndSeed, forgetChainHistory, localProvider } from '../../../scripts/lib/seed'
import { TestWallet } from './wallet'

/** The RPC URL baked into the end-to-end build (scripts/e2e.ts); each worker reroutes it to its own node. */
export const BUILD_RPC_URL = 'http://127.0.0.1:8545'

export interface LocalChain {
  url: string
  deployment: Deployment
  accounts: string[]
  provider: ReturnType<typeof localProvider>
  mine(blocks?: number): Promise<void>
}

/** Sends the page's chain reads, addressed to the build's RPC URL, to the worker's node. */
export async function routeToChain(page: Page, chain: LocalChain): Promise<void> {
  await page.route(`${BUILD_RPC_URL}/**`, (route) => route.continue({ url: chain.url }))
  await page.route(BUILD_RPC_URL, (route) => route.continue({ url: chain.url }))
}

export const test = base.extend<{ wallet: TestWallet; chainSnapshot: void }, { chain: LocalChain; node: AnvilNode }>({
  node: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const node = await startAnvil()
      await use(node)
      await node.stop()
    },
    { scope: 'worker' },
  ],
  chain: [
    async ({ node }, use) => {
      const { deployment } = await deployAndSeed(node.url)
      // The build reads addresses from the committed file: a drift would make every test meaningless.
      expect(deployment, 'fresh deployment equals src/config/deployments/local.json').toEqual(readDeployment())
      const provider = localProvider(node.url)
      await use({
        url: node.url,
        deployment,
        accounts: await provider.listAccounts(),
        provider,
        mine: async (blocks = 1) => {
          await rpc(node.url, 'anvil_mine', [`0x${blocks.toString(16)}`])
        },
      })
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  chainSnapshot: [
    async ({ chain }, use) => {
      const id = await rpc<string>(chain.url, 'evm_snapshot')
      await use()
      await rpc(chain.url, 'evm_revert', [id])
      forgetChainHistory(chain.provider)
    },
    { auto: true },
  ],
  page: async ({ page, chain }, use, testInfo) => {
    await routeToChain(page, chain)
    // What the app logged as going wrong, kept with a failed test's results: a flake's cause is often there.
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        logged.push(`${new Date().toISOString()} ${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => logged.push(`${new Date().toISOString()} pageerror: ${error.stack ?? error}`))
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus && logged.length > 0)
      await testInfo.attach('page-console.txt', { body: logged.join('\n'), contentType: 'text/plain' })
    // The test is over, but the page still polls: a handler of any test's routes (a lagging replica, an outage)
    // can be halfway through a request when the context closes, and its next step on that request then throws
    // ("Response has been disposed") into a test whose checks all passed. Past this point nothing it does matters.
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
  wallet: async ({ page, chain }, use) => {
    const wallet = new TestWallet(page, chain.url, chain.accounts)
    await wallet.install()
    await use(wallet)
  },
})

export { expect }
