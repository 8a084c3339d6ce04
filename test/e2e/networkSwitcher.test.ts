// The header's network switcher against two real nodes: the local chain (31337) and a second Anvil standing in for
// the Findora "Anvil" testnet (2153), which the local build also serves. With a wallet, the wallet switches (adding
// the network on 4902); without one, the app's reads move; the URL's ?chain= carries the choice and opens it.
import { type Page } from '@playwright/test'

import { expect, SECOND_CHAIN_ID, test } from './support/secondChain'

const LOCAL_CHAIN_ID = 31337
const SECOND_EXPLORER = 'https://testnet-anvil.evm.findorascan.io'

function walletChainId(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    (window.ethereum as { request(args: { method: string }): Promise<unknown> }).request({ method: 'eth_chainId' }),
  )
}

async function choose(page: Page, chainId: number): Promise<void> {
  const switcher = page.getByTestId('network-switcher')
  await switcher.click()
  await expect(switcher).toHaveAttribute('aria-expanded', 'true')
  await page.getByTestId(`network-option-${chainId}`).click()
}

/** The app reads the block number from the chain it shows: each node's own head tells them apart. */
async function expectReadsFrom(page: Page, blockNumber: number, explorer?: string): Promise<void> {
  const block = page.getByTestId('block-number')
  await expect(block).toHaveText(String(blockNumber))
  if (explorer) await expect(block).toHaveAttribute('href', `${explorer}/block/${blockNumber}`)
}

test('with a wallet: choosing 2153 makes the wallet add and switch to it, and the URL says ?chain=2153', async ({
  page,
  wallet,
  secondChain,
}) => {
  await secondChain.serveWithWallet(page, wallet)
  wallet.authorize()
  await page.goto('/#/swap?inputCurrency=ETH')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const switcher = page.getByTestId('network-switcher')
  await expect(switcher).toHaveAccessibleName('Network: Local')

  await choose(page, SECOND_CHAIN_ID)
  await expect(switcher).toHaveAccessibleName('Network: Anvil testnet')
  await expect(switcher).toHaveAttribute('aria-expanded', 'false')
  expect(await walletChainId(page)).toBe('0x869')
  await expect(page).toHaveURL(/#\/swap\?inputCurrency=ETH&chain=2153$/)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expectReadsFrom(page, await secondChain.blockNumber(), SECOND_EXPLORER)

  // The wallet did not know 2153: it answered 4902 and was given the spec's network settings.
  const asked = wallet.requests.filter(({ method }) => method.startsWith('wallet_'))
  expect(asked.map(({ method }) => method)).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ])
  expect(asked[1].params).toEqual([
    {
      chainId: '0x869',
      chainName: 'Anvil testnet',
      nativeCurrency: { name: 'Findora', symbol: 'FRA', decimals: 18 },
      rpcUrls: ['https://prod-testnet.prod.findora.org:8545'],
      blockExplorerUrls: [SECOND_EXPLORER],
    },
  ])
})

test('with a wallet: a refused switch changes nothing and says why', async ({ page, wallet, chain }) => {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  wallet.rejectNext()
  await choose(page, SECOND_CHAIN_ID)

  await expect(page.getByTestId('network-switch-error')).toHaveText(/rejected in your wallet/)
  expect(await walletChainId(page)).toBe('0x7a69')
  await expect(page.getByTestId('network-switcher')).toHaveAccessibleName('Network: Local')
  await expect(page).toHaveURL(/#\/swap$/)
  await expectReadsFrom(page, await chain.provider.getBlockNumber())
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByTestId('network-switcher')).toBeFocused()
})

test('without a wallet: choosing a network moves the reads there, keeps the other URL parameters, and survives navigation', async ({
  page,
  chain,
  secondChain,
}) => {
  await secondChain.serve(page)
  await page.goto('/#/swap?inputCurrency=ETH')
  const localBlock = await chain.provider.getBlockNumber()
  await expectReadsFrom(page, localBlock)
  await expect(page.getByTestId('not-deployed-banner')).toHaveCount(0)

  // By keyboard: the menu opens on the current network, arrows move, Enter chooses.
  const switcher = page.getByTestId('network-switcher')
  await switcher.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId(`network-option-${LOCAL_CHAIN_ID}`)).toBeFocused()
  await expect(page.getByTestId(`network-option-${LOCAL_CHAIN_ID}`)).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByTestId(`network-option-${SECOND_CHAIN_ID}`)).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(switcher).toHaveAccessibleName('Network: Anvil testnet')
  await expect(page).toHaveURL(/#\/swap\?inputCurrency=ETH&chain=2153$/)
  await expectReadsFrom(page, await secondChain.blockNumber(), SECOND_EXPLORER)
  await expect(page.getByTestId('not-deployed-banner')).toContainText('Anvil testnet')

  // In-app navigation drops the query; the choice stays and is written back.
  await page.getByRole('link', { name: 'Pool', exact: true }).click()
  await expect(page).toHaveURL(/#\/pool\?chain=2153$/)
  await expect(switcher).toHaveAccessibleName('Network: Anvil testnet')

  await choose(page, LOCAL_CHAIN_ID)
  await expect(page).toHaveURL(/#\/pool\?chain=31337$/)
  await expectReadsFrom(page, localBlock)
  await expect(page.getByTestId('not-deployed-banner')).toHaveCount(0)
})

test('a link with ?chain= opens that network; unknown or unserved values are ignored', async ({
  page,
  chain,
  secondChain,
}) => {
  await secondChain.serve(page)
  await page.goto('/#/swap?chain=2153&outputCurrency=ETH')
  await expect(page.getByTestId('network-switcher')).toHaveAccessibleName('Network: Anvil testnet')
  await expectReadsFrom(page, await secondChain.blockNumber(), SECOND_EXPLORER)
  await expect(page.getByTestId('not-deployed-banner')).toBeVisible()

  // Editing the address to another served network follows it.
  await page.goto('/#/swap?chain=31337')
  await expect(page.getByTestId('network-switcher')).toHaveAccessibleName('Network: Local')
  await expectReadsFrom(page, await chain.provider.getBlockNumber())

  // 42 is unknown, 5 (Goerli) retired and not offered, 0x869 not decimal: the build's default chain is shown.
  for (const url of ['/?chain=42#/swap', '/#/swap?chain=5', '/#/swap?chain=0x869']) {
    await page.goto(url)
    await expect(page.getByTestId('network-switcher')).toHaveAccessibleName('Network: Local')
    await expectReadsFrom(page, await chain.provider.getBlockNumber())
    await expect(page.getByTestId('not-deployed-banner')).toHaveCount(0)
  }
})

test('with a wallet: a link to another network asks the wallet once; if it says no, the app follows the wallet', async ({
  page,
  wallet,
  secondChain,
}) => {
  await secondChain.serveWithWallet(page, wallet)
  wallet.authorize()
  await page.goto('/#/swap?chain=2153')
  await expect.poll(() => walletChainId(page)).toBe('0x869')
  await expect(page.getByTestId('network-switcher')).toHaveAccessibleName('Network: Anvil testnet')
  await expect(page).toHaveURL(/#\/swap\?chain=2153$/)
  await expectReadsFrom(page, await secondChain.blockNumber(), SECOND_EXPLORER)

  // A fresh page (the wallet is back on the local chain): this time the switch is refused.
  await wallet.switchChain(LOCAL_CHAIN_ID)
  wallet.rejectNext()
  await page.goto('/?reload#/swap?chain=2153')
  await expect(page).toHaveURL(/#\/swap\?chain=31337$/)
  await expect(page.getByTestId('network-switcher')).toHaveAccessibleName('Network: Local')
  expect(await walletChainId(page)).toBe('0x7a69')
  const switches = wallet.requests.filter(({ method }) => method === 'wallet_switchEthereumChain')
  expect(switches.at(-1)?.params).toEqual([{ chainId: '0x869' }])
})

test('on a 360 px phone the switcher shows the logo alone and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/#/swap')
  const switcher = page.getByTestId('network-switcher')
  await expect(switcher).toHaveAccessibleName('Network: Local')
  await expect(switcher.getByText('Local', { exact: true })).toBeHidden()
  const box = await switcher.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 360 && box.width <= 64, JSON.stringify(box)).toBe(true)
  await switcher.click()
  const option = page.getByTestId('network-option-2153')
  await expect(option).toBeVisible()
  const optionBox = await option.boundingBox()
  expect(optionBox && optionBox.x >= 0 && optionBox.x + optionBox.width <= 360, JSON.stringify(optionBox)).toBe(true)
})
