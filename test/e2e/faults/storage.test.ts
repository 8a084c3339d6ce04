// Stored data can never break the app: every persisted key corrupted before load (decimals 256, bad addresses,
// '__proto__' keys, huge strings, text that is not JSON) still gives a working app; bad entries are gone, good ones
// kept, and a recorded transaction beside a corrupt sibling is followed to its receipt.
import { type Page } from '@playwright/test'
import { parseEther } from 'ethers/lib/utils.js'

import { expect, test } from '../support/fixtures'
import { minedReceipt } from '../support/receipts'

const GOOD_TOKEN = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318' // the demo USDC, 6 decimals
const LIST_URL = './lists/31337.json'

function corruptStorage(hash: string, from: string): Record<string, string> {
  const good = { chainId: 31337, address: GOOD_TOKEN, decimals: 6, symbol: 'KEEP', name: 'Kept token' }
  // JSON text written as is: a literal '__proto__' key only survives as text.
  const proto = '"__proto__": { "polluted": true, "decimals": 256 }'
  const user = `{
    "userDarkMode": true,
    "userSlippageTolerance": "abc",
    "userDeadline": -5,
    "tokens": {
      "31337": {
        "${GOOD_TOKEN}": ${JSON.stringify(good)},
        "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6": { "chainId": 31337, "address": "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6", "decimals": 256, "symbol": "BAD" },
        "bad": { "chainId": 31337, "address": "0xnothex", "decimals": 18 },
        "huge": { "chainId": 31337, "address": "0x610178dA211FEF7D417bC0e6FeD39F05609AD788", "decimals": 8, "symbol": "${'W'.repeat(100_000)}" },
        ${proto}
      },
      ${proto}
    },
    "pairs": { "31337": { "x": { "token0": 1, "token1": null } } },
    "userEthBalances": "NaN"
  }`
  const transactions = `{
    "31337": {
      "${hash}": { "hash": "${hash}", "from": "${from}", "chainId": 31337, "addedTime": ${Date.now()}, "summary": "Stored send" },
      "0xdead": { "hash": "0xdead", "from": 7 },
      ${proto}
    },
    "-1": { "x": {} },
    ${proto}
  }`
  const list = {
    name: 'Corrupt',
    timestamp: 'x',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      { ...good, decimals: 256 },
      { chainId: 31337, address: 'nope', decimals: 1, symbol: 'X', name: 'X' },
    ],
  }
  return {
    venom_user: user,
    venom_transactions: transactions,
    venom_lists: JSON.stringify({ byUrl: { [LIST_URL]: { current: list }, __x: 5 }, activeListUrls: [LIST_URL, 7] }),
    venom_governanceToken: '{"details": {"31337": {"totalSupply": NaN',
    venom_version: '"not a version',
    venom_staking_tvls_v1: 'x'.repeat(200_000),
    venom_language: '<script>'.repeat(1000),
  }
}

async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key)
}

test('every persisted key corrupted: the app loads, bad entries go, good ones stay', async ({
  page,
  wallet,
  chain,
}) => {
  // A real transaction, recorded beside corrupt siblings: it must survive and be followed to its receipt.
  const hash = await chain.provider
    .getSigner(wallet.account)
    .sendUncheckedTransaction({ to: chain.accounts[3], value: parseEther('0.01') })
  expect((await minedReceipt(chain.provider, hash)).status).toBe(1)

  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(
    (entries) => {
      // Only before the app's first load: the test then reads what the app saved back.
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    },
    corruptStorage(hash, wallet.account),
  )

  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('swap-input')).toBeVisible()
  await expect(page.getByTestId('error-boundary')).toHaveCount(0)
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined()

  // The header works: navigation to another page and back.
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Pool', exact: true }).click()
  await expect(page).toHaveURL(/#\/pool$/)
  await nav.getByRole('link', { name: 'Swap', exact: true }).click()
  await expect(page.getByTestId('swap-input')).toBeVisible()

  // The user key: the good token and setting kept, the rest gone (or back to defaults).
  const user = (await stored(page, 'venom_user')) as {
    userDarkMode: boolean
    userSlippageTolerance: number
    userDeadline: number
    tokens: Record<string, Record<string, { decimals: number; symbol?: string }>>
    pairs: object
  }
  expect(user.userDarkMode).toBe(true)
  expect(user.userSlippageTolerance).toBe(50)
  expect(user.userDeadline).toBe(1200)
  expect(Object.keys(user.tokens)).toEqual(['31337'])
  expect(Object.keys(user.tokens['31337']).sort()).toEqual(
    [GOOD_TOKEN, '0x610178dA211FEF7D417bC0e6FeD39F05609AD788'].sort(),
  )
  expect(user.tokens['31337'][GOOD_TOKEN]).toMatchObject({ decimals: 6, symbol: 'KEEP' })
  // The 100,000-character symbol is not stored; the token itself is sound.
  expect(user.tokens['31337']['0x610178dA211FEF7D417bC0e6FeD39F05609AD788'].symbol).toBeUndefined()
  expect(user.pairs).toEqual({})

  // Lists: no token of the corrupt list survives with decimals 256 or a bad address.
  const lists = JSON.stringify(await stored(page, 'venom_lists'))
  expect(lists).not.toContain('"decimals":256')
  expect(lists).not.toContain('"nope"')

  // The recorded transaction survives its corrupt siblings and is finalized with its receipt.
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByTestId(`recent-tx-${hash}`)).toHaveAttribute('data-status', 'success')
  await expect(page.getByTestId(`recent-tx-${hash}`)).toContainText('Stored send')
  const transactions = (await stored(page, 'venom_transactions')) as Record<string, Record<string, unknown>>
  expect(Object.keys(transactions)).toEqual(['31337'])
  expect(Object.keys(transactions['31337'])).toEqual([hash])

  expect(errors).toEqual([])
})
