// The local chain's token list: served with the build, fetched from a sub-path, held in the store (persisted),
// and a newer version published later is taken and announced once a wallet is connected.
import type { Page } from '@playwright/test'
import type { TokenList } from '@uniswap/token-lists'

import { expect, test } from './support/fixtures'
import { startSubpathServer, type SubpathServer } from './support/subpathServer'

const LIST_KEY = './lists/31337.json'

let server: SubpathServer

test.beforeAll(async () => {
  server = await startSubpathServer()
})

test.afterAll(async () => {
  await server.close()
})

interface StoredLists {
  byUrl: Record<string, { current: TokenList | null; pendingUpdate: TokenList | null; error: string | null }>
  activeListUrls: string[]
}

async function storedLists(page: Page): Promise<StoredLists | null> {
  const raw = await page.evaluate(() => localStorage.getItem('venom_lists'))
  return raw ? (JSON.parse(raw) as StoredLists) : null
}

test('the local list loads from a sub-path into the store', async ({ page, chain }) => {
  const listResponse = page.waitForResponse((response) => response.url().endsWith('/lists/31337.json'))
  await page.goto(server.url)
  const response = await listResponse
  expect(response.url()).toBe(`${server.url}lists/31337.json`)
  expect(response.status()).toBe(200)
  const list = (await response.json()) as TokenList
  expect(list.name).toBe('Venom Local')
  expect(list.tokens.map((token) => token.address)).toContain(chain.deployment.tokens.BUSD)

  await expect.poll(async () => (await storedLists(page))?.byUrl[LIST_KEY]?.current?.name).toBe('Venom Local')
  const stored = await storedLists(page)
  expect(stored?.activeListUrls).toContain(LIST_KEY)
  expect(stored?.byUrl[LIST_KEY].error).toBeNull()
})

test('a major update found on refresh is accepted and announced', async ({ page, wallet, chain }) => {
  await page.goto(server.url)
  await expect.poll(async () => (await storedLists(page))?.byUrl[LIST_KEY]?.current?.version.major).toBe(1)

  // The list host publishes 2.0.0 without FOT (a removal: only a major bump may be taken automatically).
  const original = (await storedLists(page))!.byUrl[LIST_KEY].current!
  const update: TokenList = {
    ...original,
    version: { major: 2, minor: 0, patch: 0 },
    tokens: original.tokens.filter((token) => token.address !== chain.deployment.tokens.FOT),
  }
  await page.route('**/lists/31337.json', (route) => route.fulfill({ json: update }))

  // A loaded list is refreshed when a wallet connects.
  await page.reload()
  await page.getByTestId('connect-wallet').click()
  await page.getByTestId('wallet-option-METAMASK').click()
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)

  await expect(page.getByRole('status').filter({ hasText: 'Venom Local' })).toContainText(
    'The token list "Venom Local" has been updated to',
  )
  await expect.poll(async () => (await storedLists(page))?.byUrl[LIST_KEY]?.current?.version.major).toBe(2)
  const stored = (await storedLists(page))!.byUrl[LIST_KEY]
  expect(stored.pendingUpdate).toBeNull()
  expect(stored.current?.tokens.map((token) => token.address)).not.toContain(chain.deployment.tokens.FOT)
})
