// The node stops answering: the test's own Anvil process is frozen (SIGSTOP) until 10 s after the page has shown it,
// so connections open but nothing answers, as with a hung node. The banner and the block indicator must say so within 20 s, the page must
// not storm the node meanwhile, and once it answers again (SIGCONT) the positions read during the outage must
// appear without a reload and without a new block (Anvil mines only on demand here, and the test sends nothing).
import { type BigNumber, Contract } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

import { rpc } from '../../../scripts/lib/anvil'
import { BUILD_RPC_URL, expect, test } from '../support/fixtures'

/** How long the outage goes on once the page shows it: the window over which its probes are counted. */
const PROBED_FOR_MS = 10_000
/** The bound: the banner within 20 s of the failure. */
const DETECTION_LIMIT_MS = 20_000

const PAIR = ['function balanceOf(address) view returns (uint256)']
const BREEDER = ['function userInfo(uint256, address) view returns (uint256, uint256)']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

test('a frozen node is shown within 20 s, probed at most once a second, and recovered from without a new block', async ({
  page,
  wallet,
  chain,
  node,
}) => {
  const pid = node.process.pid
  expect(pid, "the worker's Anvil pid").toBeDefined()
  const { deployment, accounts } = chain
  const pairAddress = deployment.pairs['WFRA/BUSD']
  const farm = deployment.staking.farms.find((candidate) => candidate.lpToken === pairAddress)
  expect(farm, 'the WFRA/BUSD farm').toBeDefined()

  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const blockIndicator = page.getByTestId('block-number')
  await expect(blockIndicator).toHaveAttribute('data-status', 'up')
  const blockBefore = await rpc<string>(chain.url, 'eth_blockNumber')
  // A reload would drop this mark: recovery must happen in the same document.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  // Every request the page sends to the node (the read provider's URL, rerouted to this worker's Anvil). The
  // wallet's own requests go through the test process, not the page, so they are not counted.
  const nodeRequests: number[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (url.startsWith(BUILD_RPC_URL) || url.startsWith(chain.url)) nodeRequests.push(Date.now())
  })

  const banner = page.getByTestId('connection-banner')
  const card = page.getByTestId(`position-${pairAddress}`)
  process.kill(pid!, 'SIGSTOP')
  const stoppedAt = Date.now()
  let detectedAt = 0
  let resumedAt = 0
  try {
    // The pool page is opened for the first time during the outage (no reload): its reads go out and fail.
    await page.getByRole('link', { name: 'Pool', exact: true }).click()
    await expect(banner).toBeVisible({ timeout: DETECTION_LIMIT_MS })
    detectedAt = Date.now()
    expect(detectedAt - stoppedAt).toBeLessThan(DETECTION_LIMIT_MS)
    await expect(banner).toHaveText('Connection to the network lost, retrying…')
    await expect(blockIndicator).toHaveAttribute('data-status', 'down')
    await expect(card).toHaveCount(0)

    // The outage goes on: this wait is the fault being injected, not a hope that something is ready.
    await sleep(detectedAt + PROBED_FOR_MS - Date.now())
    await expect(banner).toBeVisible()
    await expect(card).toHaveCount(0)
  } finally {
    process.kill(pid!, 'SIGCONT')
    resumedAt = Date.now()
  }

  // At most one request a second to the one endpoint, averaged over the outage after it was noticed.
  const whileDown = nodeRequests.filter((at) => at >= detectedAt && at < resumedAt).length
  const downSeconds = (resumedAt - detectedAt) / 1_000
  test.info().annotations.push({
    type: 'measured',
    description: `detected after ${detectedAt - stoppedAt} ms; ${whileDown} requests in ${downSeconds.toFixed(1)} s down`,
  })
  expect(whileDown).toBeLessThanOrEqual(downSeconds)

  await expect(banner).toBeHidden({ timeout: 10_000 })
  await expect(blockIndicator).toHaveAttribute('data-status', 'up')
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
