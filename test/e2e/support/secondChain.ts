// A second network for the switcher's tests: an Anvil node with chain id 2153 (the Findora "Anvil" testnet, which
// the local build serves) standing in for that chain's built-in RPC, the way the page fixture reroutes the local one.
import { type Page, type Route } from '@playwright/test'

import { type AnvilNode, rpc, startAnvil } from '../../../scripts/lib/anvil'
import { test as base } from './fixtures'
import { type TestWallet } from './wallet'

export const SECOND_CHAIN_ID = 2153
/** CHAINS[2153].rpcUrls in src/config/chains.ts: what the end-to-end build asks for that chain's reads. */
const SECOND_CHAIN_RPC = 'https://prod-testnet.prod.findora.org:8545'
/** Blocks mined on the second node up front, so its block number cannot be mistaken for the local chain's. */
const HEAD_START = 5_000

export interface SecondChain {
  node: AnvilNode
  /** The page's reads of chain 2153 go to this worker's node from now on. */
  serve(page: Page): Promise<void>
  /** serve(), and the test wallet can switch to 2153 too (its node for that chain is this one). */
  serveWithWallet(page: Page, wallet: TestWallet): Promise<void>
  blockNumber(): Promise<number>
}

export const test = base.extend<object, { secondChain: SecondChain }>({
  secondChain: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const node = await startAnvil({ chainId: SECOND_CHAIN_ID })
      await rpc(node.url, 'anvil_mine', [`0x${HEAD_START.toString(16)}`])
      // The https URL cannot be rerouted to http in place: the request is made from here and its answer handed back.
      const forward = async (route: Route) => route.fulfill({ response: await route.fetch({ url: node.url }) })
      const serve = async (page: Page) => {
        await page.route((url) => url.origin === new URL(SECOND_CHAIN_RPC).origin, forward)
      }
      await use({
        node,
        serve,
        serveWithWallet: async (page, wallet) => {
          await serve(page)
          wallet.addNode(SECOND_CHAIN_ID, node.url)
        },
        blockNumber: async () => Number(await rpc<string>(node.url, 'eth_blockNumber')),
      })
      await node.stop()
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
