// The activity page read from the chain (issue 29): a fresh browser with no records of its own lists every
// transaction the demo seed sent from account 1, each checked against the chain's receipt, with the account's net
// amounts of each token, pool token and the native coin equal to what the receipt and the balances say. A reload
// reads only the blocks since (the requests are counted); a node refusing eth_getLogs leaves a note, this browser's
// records and every other page working.
import { type Page } from '@playwright/test'
import { type providers } from 'ethers'
import { parseEther, parseUnits } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { attach } from '../../scripts/lib/contracts'
import { failGetLogs } from './support/farmYields'
import { BUILD_RPC_URL, expect, type LocalChain, test } from './support/fixtures'

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const DEPOSIT = '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c'
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'
/** src/utils/logs/logHistory.ts: the blocks below the head read again on every visit. */
const REORG_DEPTH = 12
const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/** The account's net change of every asset in a seed transaction, from its receipt's logs and its value. */
async function expectedAmounts(chain: LocalChain, hash: string, account: string): Promise<Record<string, string>> {
  const receipt = await chain.provider.getTransactionReceipt(hash)
  const owner = topicOf(account)
  const net = new Map<string, bigint>()
  const add = (asset: string, amount: bigint) => net.set(asset, (net.get(asset) ?? 0n) + amount)
  const weth = chain.deployment.weth.toLowerCase()
  for (const log of receipt.logs) {
    const address = log.address.toLowerCase()
    if (log.topics[0] === TRANSFER && log.topics.length === 3) {
      if (log.topics[1] === owner) add(address, -BigInt(log.data))
      if (log.topics[2] === owner) add(address, BigInt(log.data))
    }
    if (address === weth && log.topics[0] === DEPOSIT && log.topics[1] === owner) add(weth, BigInt(log.data))
  }
  // The coin: the value the account sent. The seed's transactions pay all of it (liquidity is added at the pool's
  // price, so the router refunds nothing: what it wrapped is the whole value), and none pays the coin out to it.
  if (receipt.from.toLowerCase() === account.toLowerCase()) {
    const { value } = await chain.provider.getTransaction(hash)
    add('native', -BigInt(value.toString()))
    for (const log of receipt.logs)
      if (log.address.toLowerCase() === weth && log.topics[0] === DEPOSIT)
        expect(BigInt(log.data)).toBe(BigInt(value.toString()))
  }
  expect(
    receipt.logs.some((log) => log.topics[0] === WITHDRAWAL),
    `${hash} unwraps nothing`,
  ).toBe(false)
  return Object.fromEntries(
    [...net].filter(([, amount]) => amount !== 0n).map(([asset, amount]) => [asset, amount.toString()]),
  )
}

async function shownAmounts(page: Page, hash: string): Promise<Record<string, string>> {
  const amounts = page.getByTestId(`activity-tx-${hash}`).getByTestId('activity-amount')
  const pairs = await amounts.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('data-asset') ?? '', node.getAttribute('data-amount') ?? '']),
  )
  return Object.fromEntries(pairs)
}

async function openActivity(page: Page) {
  await page.goto('/#/activity')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.locator('[data-testid^="activity-tx-"]').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('activity-history-progress')).toHaveCount(0, { timeout: 30_000 })
}

const listedHashes = (page: Page) =>
  page
    .locator('[data-testid^="activity-tx-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.slice('activity-tx-'.length)))

test("a fresh browser lists every transaction the seed sent from account 1, with the receipts' net amounts", async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  const account = wallet.account
  await openActivity(page)
  const hashes = await listedHashes(page)
  const sent: string[] = []
  for (const hash of hashes) {
    const row = page.getByTestId(`activity-tx-${hash}`)
    await expect(row).toHaveAttribute('data-source', 'chain')
    const receipt = await chain.provider.getTransactionReceipt(hash)
    expect(receipt, hash).not.toBeNull()
    await expect(row).toHaveAttribute('data-status', receipt.status === 1 ? 'success' : 'failed')
    if (receipt.from.toLowerCase() === account.toLowerCase()) sent.push(hash)
    else
      expect(
        receipt.logs.some((log) => log.topics[0] === TRANSFER && log.topics.includes(topicOf(account))),
        `${hash} moved tokens of the account`,
      ).toBe(true)
    expect(await shownAmounts(page, hash), `net amounts of ${hash}`).toEqual(
      await expectedAmounts(chain, hash, account),
    )
  }
  // Every transaction the account sent (its nonce counts them) is listed, and each once.
  expect(sent).toHaveLength(await chain.provider.getTransactionCount(account))
  expect(new Set(hashes).size).toBe(hashes.length)

  // What they were: the seed's approvals, liquidity (V2 and V1), stake and delegation, in plain words.
  const kinds = await page
    .locator('[data-testid^="activity-tx-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')))
  for (const kind of ['approve', 'addLiquidity', 'stake', 'delegate', 'receive'])
    expect(kinds, `a ${kind} is listed`).toContain(kind)
  const add = page.locator('[data-kind="addLiquidity"]').filter({ hasText: 'VENOM-LP' })
  await expect(add).toHaveCount(1)
  await expect(add).toContainText(/Add liquidity: (200 BUSD and 100 FRA|100 FRA and 200 BUSD)/)
  await expect(page.locator('[data-kind="delegate"]')).toContainText('Delegate votes to')
})

test('a reload reads only the blocks since the last visit, and lists a transaction made meanwhile', async ({
  page,
  wallet,
  chain,
}) => {
  const filters: { fromBlock: number; toBlock: number }[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().startsWith(BUILD_RPC_URL)) return
    const body: unknown = request.postDataJSON()
    for (const call of (Array.isArray(body) ? body : [body]) as { method: string; params: [Record<string, string>] }[])
      if (call.method === 'eth_getLogs')
        filters.push({ fromBlock: Number(call.params[0].fromBlock), toBlock: Number(call.params[0].toBlock) })
  })
  wallet.authorize()
  await openActivity(page)
  const firstHead = Math.max(...filters.map((filter) => filter.toBlock))
  expect(
    filters.some((filter) => filter.fromBlock === 0),
    'the first visit reads from block 0',
  ).toBe(true)

  // Meanwhile account 3 sends account 1 some BUSD, and the chain moves on.
  const busd = attach(chain.provider.getSigner(chain.accounts[3]), 'DemoERC20', chain.deployment.tokens.BUSD)
  const transfer: providers.TransactionReceipt = await (await busd.transfer(wallet.account, parseUnits('7', 18))).wait()
  await rpc(chain.url, 'anvil_mine', ['0x5'])

  filters.length = 0
  await page.reload()
  await expect(page.getByTestId(`activity-tx-${transfer.transactionHash}`)).toHaveAttribute('data-kind', 'receive')
  await expect(page.getByTestId(`activity-tx-${transfer.transactionHash}`)).toContainText('Receive 7 BUSD')
  await expect(page.getByTestId('activity-history-progress')).toHaveCount(0)
  expect(filters.length, 'one request per query').toBeGreaterThan(0)
  for (const filter of filters)
    expect(filter.fromBlock, 'only the blocks since the kept part').toBeGreaterThan(firstHead - REORG_DEPTH)
})

test('a node refusing eth_getLogs: a note, the records of this browser still listed, other pages working', async ({
  page,
  wallet,
  chain,
}) => {
  const refused = await failGetLogs(page, chain)
  // A transfer this browser recorded (a previous visit's): listed from the record alone.
  const signer = chain.provider.getSigner(wallet.account)
  const sent = await signer.sendTransaction({ to: chain.accounts[5], value: parseEther('0.5') })
  await sent.wait()
  const record = {
    hash: sent.hash,
    from: wallet.account,
    chainId: 31337,
    addedTime: Date.now(),
    summary: 'Send 0.5 FRA',
  }
  await page.addInitScript(
    (value) => {
      if (localStorage.getItem('venom_transactions') === null) localStorage.setItem('venom_transactions', value)
    },
    JSON.stringify({ 31337: { [sent.hash]: record } }),
  )
  wallet.authorize()
  await page.goto('/#/activity')
  await expect(page.getByTestId('activity-history-unserved')).toBeVisible({ timeout: 30_000 })
  expect(refused.count).toBeGreaterThan(0)
  const row = page.getByTestId(`activity-tx-${sent.hash}`)
  await expect(row).toHaveAttribute('data-source', 'local')
  await expect(row).toHaveAttribute('data-status', 'success')
  await expect(row).toContainText('Send 0.5 FRA')

  await page.goto('/#/swap')
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible()
  await expect(page.getByTestId('swap-button')).toBeVisible()
  await page.goto('/#/pool')
  await expect(page.getByTestId(`position-${chain.deployment.pairs['WFRA/BUSD']}`)).toBeVisible()
})
