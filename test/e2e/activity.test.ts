// The activity page (/activity): the account's recorded transactions of any age, grouped by day with status,
// summary, time and explorer link, exported as CSV, among the account's history read from the chain (see
// activityChain.test.ts). Real transactions on Anvil: an approve and a swap made in the app are recorded; the same
// two, sent by the test code a day and more ago as records of earlier visits left them, with a transfer of the coin
// three days ago, are out of the wallet dialog's 24-hour list, and every record is still listed and exported: the
// two the chain's logs name as one entry with their history (source both), the transfer of the coin, which no log
// names, from its record alone.
import { readFileSync } from 'node:fs'

import { type Page } from '@playwright/test'
import { constants, Contract } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './support/fixtures'
import { swapAndConfirm } from './support/swap'
import { type TestWallet } from './support/wallet'

const HOUR = 3600_000
const CHAIN_ID = 31337
/** The local chain's explorer is its node URL as built (src/config/chains.ts). */
const EXPLORER = 'http://127.0.0.1:8545'
/** A summary as a hostile token symbol could make it: a formula, quotes, a comma and a line break. */
const HOSTILE_SUMMARY = '=HYPERLINK("http://evil.example","x"), "quoted"\nline'
const ERC20 = ['function approve(address, uint256) returns (bool)']

type StoredRecord = { hash: string; addedTime: number; approval?: unknown; summary?: string }

async function storedRecords(page: Page): Promise<StoredRecord[]> {
  const raw = await page.evaluate(() => localStorage.getItem('venom_transactions'))
  return Object.values((JSON.parse(raw ?? '{}') as Record<string, Record<string, StoredRecord>>)[CHAIN_ID] ?? {})
}

/** The local day (YYYY-MM-DD) of a time in the browser's own time zone: the page's day groups. */
function localDay(page: Page, time: number): Promise<string> {
  return page.evaluate((t) => {
    const d = new Date(t)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, time)
}

/** Every hash is the chain's: mined, successful, from the account, to the address the transaction was sent to. */
async function expectMined(chain: LocalChain, account: string, sent: { hash: string; to: string }[]): Promise<void> {
  for (const { hash, to } of sent) {
    const receipt = await chain.provider.getTransactionReceipt(hash)
    expect(receipt.status, hash).toBe(1)
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
    expect(receipt.to.toLowerCase()).toBe(to.toLowerCase())
  }
}

test('an approve and a swap made in the app are recorded, with the hashes of transactions the chain mined', async ({
  page,
  wallet,
  chain,
}) => {
  const { router, tokens } = chain.deployment
  await wallet.switchAccount(2)
  const account = wallet.account
  // A fresh allowance, so the swap needs an approval first.
  const busd = new Contract(tokens.BUSD, ERC20, chain.provider.getSigner(account))
  await (await busd.approve(router, 0)).wait()

  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=${tokens.BUSD}&outputCurrency=ETH`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('10')
  await page.getByRole('button', { name: 'Approve BUSD' }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible()
  const swapHash = await swapAndConfirm(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()

  await expect.poll(async () => (await storedRecords(page)).length, { intervals: [100] }).toBe(2)
  const records = await storedRecords(page)
  const approveHash = records.find((record) => record.approval)?.hash ?? ''
  expect(records.map((record) => record.hash).sort()).toEqual([swapHash, approveHash].sort())
  await expectMined(chain, account, [
    { hash: swapHash, to: router },
    { hash: approveHash, to: tokens.BUSD },
  ])
})

/**
 * Account 2's records as visits of the app over a day ago left them, each closed before its receipt: an approve of
 * BUSD and a swap of 10 BUSD for FRA 26 hours ago (sent here by the test code, as the test above sends them through
 * the app), and a transfer of the coin three days ago. The page is then opened at `path`.
 */
async function openWithOldRecords(page: Page, wallet: TestWallet, chain: LocalChain, path: string) {
  const { router, tokens, weth } = chain.deployment
  await wallet.switchAccount(2)
  const account = wallet.account
  const signer = chain.provider.getSigner(account)
  const busd = new Contract(tokens.BUSD, ERC20, signer)
  const approve = await busd.approve(router, constants.MaxUint256)
  await approve.wait()
  const swap = await attach(signer, 'UniswapV2Router02', router).swapExactTokensForETH(
    parseEther('10'),
    0,
    [tokens.BUSD, weth],
    account,
    constants.MaxUint256,
  )
  await swap.wait()
  const old = await signer.sendTransaction({ to: chain.accounts[5], value: parseEther('0.25') })
  await old.wait()
  await expectMined(chain, account, [
    { hash: swap.hash, to: router },
    { hash: approve.hash, to: tokens.BUSD },
    { hash: old.hash, to: chain.accounts[5] },
  ])

  const now = Date.now()
  const record = (hash: string, addedTime: number, fields: object) => ({
    [hash]: { hash, from: account, chainId: CHAIN_ID, addedTime, ...fields },
  })
  const stored = JSON.stringify({
    [CHAIN_ID]: {
      ...record(approve.hash, now - 26 * HOUR, {
        summary: 'Approve BUSD',
        approval: { tokenAddress: tokens.BUSD, spender: router },
      }),
      ...record(swap.hash, now - 26 * HOUR + 60_000, { summary: 'Swap 10 BUSD for FRA' }),
      ...record(old.hash, now - 72 * HOUR, { summary: HOSTILE_SUMMARY }),
    },
  })
  await page.addInitScript((value) => {
    if (localStorage.getItem('venom_transactions') === null) localStorage.setItem('venom_transactions', value)
  }, stored)

  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  return { swapHash: swap.hash, approveHash: approve.hash, oldHash: old.hash, oldTime: now - 72 * HOUR }
}

/** Every record listed under its day with its status and link; the three in order, with their sources. */
async function expectListed(page: Page, { swapHash, approveHash, oldHash }: Record<string, string>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
  for (const record of await storedRecords(page)) {
    const row = page
      .getByTestId(`activity-day-${await localDay(page, record.addedTime)}`)
      .getByTestId(`activity-tx-${record.hash}`)
    // Each was pending when stored: the app read its receipt.
    await expect(row).toHaveAttribute('data-status', 'success')
    const link = row.getByRole('link')
    await expect(link).toHaveAttribute('href', `${EXPLORER}/tx/${record.hash}`)
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // Once the chain's history is read: newest first, the swap above its approval, then the transfer of three days
  // ago; the first two also found in the chain's logs, the transfer (no log names it) from its record alone.
  await expect(page.getByTestId('activity-history-progress')).toHaveCount(0)
  const rows = page.locator('[data-testid^="activity-tx-"][data-source="both"], [data-source="local"]')
  await expect(rows).toHaveCount(3)
  expect(await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))).toEqual(
    [swapHash, approveHash, oldHash].map((hash) => `activity-tx-${hash}`),
  )
  await expect(page.getByTestId(`activity-tx-${swapHash}`)).toHaveAttribute('data-source', 'both')
  await expect(page.getByTestId(`activity-tx-${approveHash}`)).toHaveAttribute('data-source', 'both')
  await expect(page.getByTestId(`activity-tx-${oldHash}`)).toHaveAttribute('data-source', 'local')
  await expect(page.getByTestId(`activity-tx-${oldHash}`)).toContainText('=HYPERLINK("http://evil.example"')
  await expect(page.getByTestId(`activity-tx-${approveHash}`)).toContainText('Approve BUSD')
}

test('lists transactions older than 24 hours by day, newest first, with their status, link and source, also after a reload', async ({
  page,
  wallet,
  chain,
}) => {
  const { oldTime, ...hashes } = await openWithOldRecords(page, wallet, chain, '/#/activity')
  await expectListed(page, hashes)
  const oldDay = await localDay(page, oldTime)
  await expect(page.getByTestId(`activity-day-${oldDay}`).getByRole('heading', { level: 2 })).toHaveText(
    await page.evaluate((t) => new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(new Date(t)), oldTime),
  )
  // The history is kept across a reload.
  await page.reload()
  await expectListed(page, hashes)
})

test("a day later the wallet dialog's 24-hour list is empty, and its link lists the older transactions", async ({
  page,
  wallet,
  chain,
}) => {
  const { oldTime: _, ...hashes } = await openWithOldRecords(page, wallet, chain, '/#/swap')
  await page.getByTestId('web3-status-connected').click()
  await expect(page.getByText('Your transactions will appear here...')).toBeVisible()
  await page.getByTestId('recent-tx-view-all').click()
  await expect(page).toHaveURL(/#\/activity$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectListed(page, hashes)
})

test('exports the activity as CSV: a line an entry, what the swap paid and received, the hostile summary one cell', async ({
  page,
  wallet,
  chain,
}) => {
  const { swapHash, oldHash } = await openWithOldRecords(page, wallet, chain, '/#/activity')
  // Everything listed once the chain's history is read.
  await expect(page.getByTestId('activity-history-progress')).toHaveCount(0)
  await expect(page.getByTestId(`activity-tx-${oldHash}`)).toHaveAttribute('data-status', 'success')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('activity-export').click()])
  expect(download.suggestedFilename()).toMatch(/^activity-31337-0x[0-9a-fA-F]{8}-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
  expect(
    csv.startsWith(
      '\uFEFFDate (UTC),Status,Summary,Transaction hash,Explorer link,Paid,Received,Source,Sent by this account,Possible spam\r\n',
    ),
  ).toBe(true)
  const records = await storedRecords(page)
  expect(records).toHaveLength(3)
  for (const record of records) {
    const line = `${new Date(record.addedTime).toISOString()},success,`
    expect(csv).toContain(line)
    expect(csv).toContain(`,${record.hash},${EXPLORER}/tx/${record.hash},`)
  }
  // The swap's line names what was paid and received; the transfer's, known from its record only, names none.
  expect(csv).toMatch(new RegExp(`,${swapHash},[^,]+,10 BUSD,[\\d.]+ FRA,both,true,false\r\n`))
  expect(csv).toContain(`,${oldHash},${EXPLORER}/tx/${oldHash},,,local,true,false\r\n`)
  // The hostile summary is one quoted cell, its formula neutralised.
  expect(csv).toContain(`,success,"'=HYPERLINK(""http://evil.example"",""x""), ""quoted""\nline",${oldHash},`)
  // A line per listed entry, the chain's history included, between the header and the final line end.
  const listed = await page.locator('[data-testid^="activity-tx-"]').count()
  expect(csv.split('\r\n')).toHaveLength(listed + 2)
})

test("the header's menu leads to the activity and its transactions", async ({ page, wallet, chain }) => {
  const { oldTime: _, ...hashes } = await openWithOldRecords(page, wallet, chain, '/#/swap')
  await page.getByTestId('header-menu').click()
  await page.getByTestId('menu-activity').click()
  await expect(page).toHaveURL(/#\/activity$/)
  await expectListed(page, hashes)
})

test('asks for a wallet when none is connected, and says when the account has no transactions', async ({
  page,
  wallet,
}) => {
  // An account the demo state never used: no records here, no history on the chain.
  await wallet.switchAccount(7)
  await page.goto('/#/activity')
  await expect(page.getByTestId('activity-connect')).toHaveText('Connect a wallet to see its activity.')
  await expect(page.getByTestId('activity-export')).toHaveCount(0)

  wallet.authorize()
  await page.reload()
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('activity-empty')).toHaveText(
    'No transactions recorded for this account on this network yet.',
  )
  await expect(page.getByTestId('activity-export')).toHaveCount(0)
})
