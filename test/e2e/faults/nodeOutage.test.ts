// The node stops answering: the test's own Anvil process is frozen (SIGSTOP), so connections open but nothing
// answers, as with a hung node. The banner and the block indicator must say so within 20 s, the page must not storm
// the node meanwhile, and once it answers again (SIGCONT) the positions read during the outage must appear without a
// reload and without a new block (Anvil mines only on demand here, and the test sends nothing). The outage's seconds
// are the page's own: its clock is moved on by the test (Playwright's clock), so the 20 s and the window over which
// probes are counted pass at once instead of being waited out; the requests are the page's real ones.
import { type Page } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

import { rpc } from '../../../scripts/lib/anvil'
import { BUILD_RPC_URL, expect, type LocalChain, test } from '../support/fixtures'
import { type TestWallet } from '../support/wallet'

/** How long the outage goes on once the page shows it: the window over which its probes are counted. */
const PROBED_FOR_MS = 10_000
/** The bound: the banner within 20 s of the failure. */
const DETECTION_LIMIT_MS = 20_000

const PAIR = ['function balanceOf(address) view returns (uint256)']
const BREEDER = ['function userInfo(uint256, address) view returns (uint256, uint256)']

const pageNow = (page: Page) => page.evaluate(() => Date.now())

/** The connected swap page, its block indicator up, with the page's clock under the test's control. */
async function openSwap(page: Page, wallet: TestWallet) {
  await page.clock.install()
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('block-number')).toHaveAttribute('data-status', 'up')
}

/**
 * With the node frozen, opens the pool page for the first time (no reload: its reads go out and fail) and moves the
 * page's clock on a second at a time until the banner shows; returns the page's time from the freeze to the banner.
 */
async function freezeUntilShown(page: Page, pid: number): Promise<number> {
  process.kill(pid, 'SIGSTOP')
  const stoppedAt = await pageNow(page)
  await page.getByRole('link', { name: 'Pool', exact: true }).click()
  const banner = page.getByTestId('connection-banner')
  for (;;) {
    const isShown = await banner.isVisible()
    const elapsed = (await pageNow(page)) - stoppedAt
    expect(elapsed, 'the banner within 20 s of the failure').toBeLessThan(DETECTION_LIMIT_MS)
    if (isShown) return elapsed
    await page.clock.runFor(1_000)
  }
}

function anvilPid(node: { process: { pid?: number } }): number {
  const pid = node.process.pid
  expect(pid, "the worker's Anvil pid").toBeDefined()
  return pid!
}

const positionCard = (page: Page, chain: LocalChain) =>
  page.getByTestId(`position-${chain.deployment.pairs['WFRA/BUSD']}`)

test('a frozen node is shown within 20 s, and probed at most once a second while it stays frozen', async ({
  page,
  wallet,
  chain,
  node,
}) => {
  const pid = anvilPid(node)
  await openSwap(page, wallet)
  // Every request the page sends to the node (the read provider's URL, rerouted to this worker's Anvil). The
  // wallet's own requests go through the test process, not the page, so they are not counted.
  const nodeRequests: number[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(BUILD_RPC_URL) || url.startsWith(chain.url)) nodeRequests.push(Date.now())
  })

  const banner = page.getByTestId('connection-banner')
  try {
    const detectedAfter = await freezeUntilShown(page, pid)
    await expect(banner).toHaveText('Connection to the network lost, retrying…')
    await expect(page.getByTestId('block-number')).toHaveAttribute('data-status', 'down')
    await expect(positionCard(page, chain)).toHaveCount(0)

    // The outage goes on for the page: this is the fault being injected, not a hope that something is ready.
    const sentBefore = nodeRequests.length
    const windowStart = await pageNow(page)
    await page.clock.runFor(PROBED_FOR_MS)
    await expect(banner).toBeVisible()
    await expect(positionCard(page, chain)).toHaveCount(0)
    // At most one request a second to the one endpoint, averaged over the outage after it was noticed.
    const whileDown = nodeRequests.length - sentBefore
    const downSeconds = ((await pageNow(page)) - windowStart) / 1_000
    test.info().annotations.push({
      type: 'measured',
      description: `detected after ${detectedAfter} ms; ${whileDown} requests in ${downSeconds.toFixed(1)} s down`,
    })
    expect(downSeconds).toBeGreaterThanOrEqual(PROBED_FOR_MS / 1_000)
    expect(whileDown).toBeLessThanOrEqual(downSeconds)
  } finally {
    process.kill(pid, 'SIGCONT')
  }
})

test('once a frozen node answers again, the positions read during the outage appear without a reload or a block', async ({
  page,
  wallet,
  chain,
  node,
}) => {
  const pid = anvilPid(node)
  const { deployment, accounts } = chain
  const pairAddress = deployment.pairs['WFRA/BUSD']
  const farm = deployment.staking.farms.find((candidate) => candidate.lpToken === pairAddress)
  expect(farm, 'the WFRA/BUSD farm').toBeDefined()
  await openSwap(page, wallet)
  const blockBefore = await rpc<string>(chain.url, 'eth_blockNumber')
  // A reload would drop this mark: recovery must happen in the same document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  const banner = page.getByTestId('connection-banner')
  const card = positionCard(page, chain)
  try {
    await freezeUntilShown(page, pid)
    await expect(card).toHaveCount(0)
  } finally {
    process.kill(pid, 'SIGCONT')
  }

  await expect(banner).toBeHidden({ timeout: 10_000 })
  await expect(page.getByTestId('block-number')).toHaveAttribute('data-status', 'up')
  const [inWallet, [staked]] = await Promise.all([
    new Contract(pairAddress, PAIR, chain.provider).balanceOf(accounts[1]) as Promise<BigNumber>,
    new Contract(deployment.staking.masterBreeder, BREEDER, chain.provider).userInfo(farm!.pid, accounts[1]) as Promise<
      [BigNumber]
    >,
  ])
  const expected = Number(formatUnits(inWallet.add(staked), 18))
  const poolTokens = card.getByTestId('position-pool-tokens')
  await expect(poolTokens).toBeVisible()
  // The card rounds to 4 significant digits.
  expect(Math.abs(Number(await poolTokens.textContent()) - expected) / expected).toBeLessThan(1e-3)
  expect(await rpc<string>(chain.url, 'eth_blockNumber'), 'no block was mined').toBe(blockBefore)
  expect(await page.evaluate(() => '__sameDocument' in window), 'no reload').toBe(true)
})
