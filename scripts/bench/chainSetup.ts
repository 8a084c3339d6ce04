// The browser benchmarks' world, as the end-to-end fixtures build it (test/e2e/support/fixtures.ts): Anvil with
// the demo state, the app's local-chain build behind vite preview, real Chromium whose node traffic is rerouted
// to Anvil and counted, and the injected test wallet (authorised, so the app connects by itself).
import { type Browser, chromium, type Page } from '@playwright/test'

import { BUILD_RPC_URL } from '../../test/e2e/support/fixtures'
import { TestWallet } from '../../test/e2e/support/wallet'
import { type AnvilNode, rpc, startAnvil } from '../lib/anvil'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { type Deployment } from '../lib/deployment'
import { deployAndSeed, localProvider } from '../lib/seed'
import { type Preview } from './server'

/** The wallet's requests that a real wallet answers itself, without asking the node. */
const WALLET_LOCAL = new Set(['eth_chainId', 'net_version', 'eth_accounts', 'eth_requestAccounts'])

export interface BenchChain {
  node: AnvilNode
  deployment: Deployment
  accounts: string[]
  /** How long deploying every contract and seeding the demo state took on the fresh node. */
  seedSeconds: number
  browser: Browser
  mine(blocks?: number): Promise<void>
  blockNumber(): Promise<number>
  stop(): Promise<void>
}

export async function startBenchChain(): Promise<BenchChain> {
  const node = await startAnvil()
  const seedStarted = performance.now()
  const { deployment } = await deployAndSeed(node.url)
  const seedSeconds = (performance.now() - seedStarted) / 1000
  const accounts = await localProvider(node.url).listAccounts()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  return {
    node,
    deployment,
    accounts,
    seedSeconds,
    browser,
    mine: async (blocks = 1) => void (await rpc(node.url, 'anvil_mine', [`0x${blocks.toString(16)}`])),
    blockNumber: async () => Number(await rpc<string>(node.url, 'eth_blockNumber')),
    async stop() {
      await browser.close()
      await node.stop()
    },
  }
}

export interface BenchPage {
  page: Page
  wallet: TestWallet
  /** HTTP requests to the node so far: the app's own and those it routed through the wallet. */
  counts(): { app: number; appBatches: Record<string, number>; wallet: number; walletMethods: Record<string, number> }
  /** The block the app shows (its block-number indicator). */
  shownBlock(): Promise<number>
  close(): Promise<void>
}

/** A connected page; `storage` is put in localStorage before the app starts (e.g. tracked pairs). */
export async function openBenchPage(
  chain: BenchChain,
  preview: Preview,
  storage: Record<string, string> = {},
): Promise<BenchPage> {
  const context = await chain.browser.newContext({ baseURL: preview.url })
  const page = await context.newPage()
  let app = 0
  const appBatches: Record<string, number> = {}
  page.on('request', (request) => {
    if (!request.url().startsWith(BUILD_RPC_URL)) return
    app++
    const shape = batchShape(request.postData())
    appBatches[shape] = (appBatches[shape] ?? 0) + 1
  })
  await page.route(`${BUILD_RPC_URL}/**`, (route) => route.continue({ url: chain.node.url }))
  await page.route(BUILD_RPC_URL, (route) => route.continue({ url: chain.node.url }))
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) if (!localStorage.getItem(key)) localStorage.setItem(key, value)
  }, storage)
  const wallet = new TestWallet(page, chain.node.url, chain.accounts)
  await wallet.install()
  wallet.authorize()
  return {
    page,
    wallet,
    counts() {
      const walletMethods: Record<string, number> = {}
      for (const { method } of wallet.requests)
        if (!WALLET_LOCAL.has(method)) walletMethods[method] = (walletMethods[method] ?? 0) + 1
      const viaWallet = Object.values(walletMethods).reduce((a, b) => a + b, 0)
      return { app, appBatches: { ...appBatches }, wallet: viaWallet, walletMethods }
    },
    async shownBlock() {
      const text = await page.getByTestId('block-number').first().textContent({ timeout: 30_000 })
      return Number((text ?? '').replace(/\D/g, ''))
    },
    close: () => context.close(),
  }
}

/** The JSON-RPC methods of one HTTP request, e.g. "eth_blockNumber+eth_call", to tell the requests apart. */
function batchShape(body: string | null): string {
  try {
    const parsed = JSON.parse(body ?? '') as { method?: string } | { method?: string }[]
    const methods = (Array.isArray(parsed) ? parsed : [parsed]).map((r) => r.method ?? '?')
    return [...new Set(methods)].sort().join('+')
  } catch {
    return '(not JSON-RPC)'
  }
}

/** Waits until the app shows `block` or later (it follows the chain by polling). */
export async function waitForShownBlock(bench: BenchPage, block: number, timeoutMs = 30_000): Promise<void> {
  await bench.page.waitForFunction(
    (expected) => {
      const text = document.querySelector('[data-testid="block-number"]')?.textContent ?? ''
      return Number(text.replace(/\D/g, '')) >= expected
    },
    block,
    { timeout: timeoutMs, polling: 100 },
  )
}
