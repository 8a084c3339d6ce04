// The user's own node (issue 40, item 5): when a chain's public RPC dies, a user of a static build points the app at a
// node of their own in Settings. Here the built-in node is the worker's Anvil, and the user's node a second Anvil on
// another port that starts from the same state and then goes on alone: 20 blocks and a large swap the built-in node
// never sees. So every figure tells which node the page read: the block number and the quote. A node is taken only
// once it says it serves this chain; it is asked first from then on, also after a reload, and the built-in node takes
// over when it stops or the user resets the setting. No reload anywhere in between.
import { type Page } from '@playwright/test'
import { type BigNumber, constants, Contract, providers } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { type AnvilNode, freePort, rpc, startAnvil } from '../../scripts/lib/anvil'
import { attach } from '../../scripts/lib/contracts'
import { significant } from './support/amounts'
import { BUILD_RPC_URL, expect, type LocalChain, test } from './support/fixtures'

const ROUTER = ['function getAmountsOut(uint256, address[]) view returns (uint256[])']

/** What 1 FRA buys in BUSD on the node at `url`. */
async function quoteAt(chain: LocalChain, url: string): Promise<string> {
  const router = new Contract(chain.deployment.router, ROUTER, new providers.StaticJsonRpcProvider(url))
  const path = [chain.deployment.weth, chain.deployment.tokens.BUSD]
  return significant(((await router.getAmountsOut(parseEther('1'), path)) as BigNumber[])[1], 18, 6)
}

const headAt = async (url: string) => String(Number(await rpc<string>(url, 'eth_blockNumber')))

/** A second node from the worker's chain's state that then moves alone: its blocks and reserves differ. */
async function startUsersNode(chain: LocalChain): Promise<AnvilNode> {
  const node = await startAnvil({ forkUrl: chain.url })
  const signer = new providers.StaticJsonRpcProvider(node.url).getSigner(chain.accounts[4])
  const { router, weth, tokens } = chain.deployment
  const swap = await attach(signer, 'UniswapV2Router02', router).swapExactETHForTokens(
    0,
    [weth, tokens.BUSD],
    chain.accounts[4],
    constants.MaxUint256,
    { value: parseEther('100') },
  )
  await swap.wait()
  await rpc(node.url, 'anvil_mine', ['0x14'])
  return node
}

/** The JSON-RPC requests the page sends, by where it sends them (the built-in URL before the worker's rerouting). */
function recordReads(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('"jsonrpc"')) urls.push(request.url())
  })
  return urls
}

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click()
  await expect(page.getByTestId('settings-panel')).toBeVisible()
}

const output = (page: Page) => page.getByTestId('swap-output').getByTestId('amount-input')

test("the user's node takes over the reads at once, is asked first after a reload, and gives way to the built-in node when it stops or is reset", async ({
  page,
  chain,
}) => {
  const usersNode = await startUsersNode(chain)
  try {
    const [builtInQuote, usersQuote] = [await quoteAt(chain, chain.url), await quoteAt(chain, usersNode.url)]
    expect(usersQuote, 'the two nodes quote differently').not.toBe(builtInQuote)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
    await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
    await expect(output(page)).toHaveValue(builtInQuote)
    await expect(page.getByTestId('block-number')).toHaveText(await headAt(chain.url))

    await openSettings(page)
    await expect(page.getByTestId('settings-rpc-reset')).toHaveCount(0)
    await page.getByTestId('settings-rpc-input').fill(usersNode.url)
    await page.getByTestId('settings-rpc-save').click()
    await expect(page.getByTestId('settings-rpc-status')).toHaveText(
      `Reads go to ${usersNode.url}/ first, and to the built-in nodes when it fails.`,
    )
    await expect(page.getByTestId('settings-rpc-error')).toHaveCount(0)
    // The block and the quote follow the user's node without a reload.
    await expect(page.getByTestId('block-number')).toHaveText(await headAt(usersNode.url))
    await expect(output(page)).toHaveValue(usersQuote)

    // Stored for this chain: after a reload the first read already goes to the user's node.
    const reads = recordReads(page)
    await page.reload()
    await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
    await expect(output(page)).toHaveValue(usersQuote)
    expect(reads[0], 'the first read after the reload').toContain(`127.0.0.1:${usersNode.port}`)

    // The user's node stops: the built-in node answers, and the page says nothing is wrong.
    await usersNode.stop()
    await expect(output(page)).toHaveValue(builtInQuote, { timeout: 30_000 })
    await expect(page.getByTestId('block-number')).toHaveText(await headAt(chain.url))

    // Reset: the built-in nodes only; the setting is gone after a reload too.
    await openSettings(page)
    await page.getByTestId('settings-rpc-reset').click()
    await expect(page.getByTestId('settings-rpc-status')).toHaveCount(0)
    await expect(page.getByTestId('settings-rpc-input')).toHaveValue('')
    reads.length = 0
    await page.reload()
    await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
    await expect(output(page)).toHaveValue(builtInQuote)
    expect(
      reads.every((url) => url.startsWith(BUILD_RPC_URL)),
      reads.join('\n'),
    ).toBe(true)
  } finally {
    await usersNode.stop()
  }
})

test('a node of another chain, a plain-http node elsewhere than this computer and a node that does not answer are refused, each saying why', async ({
  page,
  chain,
}) => {
  const otherChain = await startAnvil({ chainId: 1 })
  try {
    const reads = recordReads(page)
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
    await openSettings(page)
    const input = page.getByTestId('settings-rpc-input')
    const error = page.getByTestId('settings-rpc-error')
    const save = page.getByTestId('settings-rpc-save')

    await input.fill(otherChain.url)
    await save.click()
    await expect(error).toHaveText('This node serves chain 1, not Local (31337).')
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    // Refused before anything is asked: plain http would let anyone on the way change what the node answers.
    await input.fill('http://node.example:8545')
    await expect(error).toHaveCount(0)
    await input.press('Enter')
    await expect(error).toHaveText(
      'Use https://. Plain http:// is taken only for a node on this computer (127.0.0.1 or localhost).',
    )
    await input.fill('node.example')
    await save.click()
    await expect(error).toHaveText("Enter the node's URL, starting with https://")

    await input.fill(`http://127.0.0.1:${await freePort()}`)
    await save.click()
    await expect(error).toHaveText(
      'The node did not answer. Check the URL, and that the node accepts requests from this site (CORS).',
    )

    // Nothing was stored, and the reads never left the built-in node (the other chain's node was asked its chain, once).
    await expect(page.getByTestId('settings-rpc-status')).toHaveCount(0)
    await expect(page.getByTestId('settings-rpc-reset')).toHaveCount(0)
    await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
    await expect(output(page)).toHaveValue(await quoteAt(chain, chain.url))
    expect(
      reads.filter((url) => url.startsWith(otherChain.url)),
      'the check of its chain only',
    ).toHaveLength(1)
    expect(reads.some((url) => url.includes('node.example'))).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('venom_user'))).not.toContain(otherChain.url)
  } finally {
    await otherChain.stop()
  }
})
