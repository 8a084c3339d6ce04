// The currency dialog on the swap page: search by symbol and address, Enter, no results, importing a token
// deployed during the test (name and symbol read from the chain), and adding token lists served by the test.
import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'
import type { TokenList } from '@uniswap/token-lists'
import { type Contract, ContractFactory, type ContractInterface } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { searchTokens } from './support/currencyDialog'
import { expect, type LocalChain, test } from './support/fixtures'
import type { TestWallet } from './support/wallet'

const DemoERC20 = JSON.parse(
  readFileSync(new URL('../../contracts/artifacts/DemoERC20.json', import.meta.url), 'utf8'),
) as { abi: ContractInterface; bytecode: string }

const LIST_URL = 'https://lists.example/test.json'
const BAD_LIST_URL = 'https://lists.example/bad.json'

async function openSwap(page: Page, wallet: TestWallet): Promise<void> {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

async function openDialog(page: Page, panel: 'swap-input' | 'swap-output' = 'swap-output') {
  await page.getByTestId(panel).getByTestId('currency-select').click()
  await expect(page.getByTestId('token-search')).toBeVisible()
}

const selected = (page: Page, panel: 'swap-input' | 'swap-output') =>
  page.getByTestId(panel).getByTestId('currency-select')

async function deployToken(chain: LocalChain, name: string, symbol: string): Promise<Contract> {
  const factory = new ContractFactory(DemoERC20.abi, DemoERC20.bytecode, chain.provider.getSigner(0))
  const token = await factory.deploy(name, symbol, 18, parseUnits('1000000', 18))
  await token.deployed()
  return token
}

test.describe('search', () => {
  test('by symbol: exact symbol first, Enter picks it', async ({ page, wallet, chain }) => {
    await openSwap(page, wallet)
    await openDialog(page)
    const search = page.getByTestId('token-search')
    await search.fill('busd')
    const rows = page.locator('[data-testid^="token-row-"]')
    await expect(rows.first()).toHaveAttribute('data-testid', `token-row-${chain.deployment.tokens.BUSD}`)
    await search.press('Enter')
    await expect(page.getByTestId('token-search')).toBeHidden()
    await expect(selected(page, 'swap-output')).toContainText('BUSD')
  })

  test('by address in lower case: the checksummed token only; the native symbol on Enter', async ({
    page,
    wallet,
    chain,
  }) => {
    await openSwap(page, wallet)
    await openDialog(page)
    const usdc = chain.deployment.tokens.USDC
    await searchTokens(page, usdc.toLowerCase())
    await expect(page.locator('[data-testid^="token-row-"]')).toHaveCount(1)
    await expect(page.getByTestId(`token-row-${usdc}`)).toContainText('USD')
    await page.getByTestId(`token-row-${usdc}`).click()
    await expect(selected(page, 'swap-output')).toContainText('USDC')

    await openDialog(page, 'swap-output')
    await page.getByTestId('token-search').fill('fra')
    await page.getByTestId('token-search').press('Enter')
    await expect(selected(page, 'swap-output')).toContainText('FRA')
  })

  test('No results found.', async ({ page, wallet }) => {
    await openSwap(page, wallet)
    await openDialog(page)
    await page.getByTestId('token-search').fill('no-such-token-anywhere')
    await expect(page.getByText('No results found.')).toBeVisible()
    await expect(page.locator('[data-testid^="token-row-"]')).toHaveCount(0)
  })
})

test('import a token by address: read from the chain, three warnings, I understand, then selected', async ({
  page,
  wallet,
  chain,
}) => {
  const token = await deployToken(chain, 'Fresh Test Token', 'FRESH')
  expect(await token.symbol()).toBe('FRESH')
  await openSwap(page, wallet)
  await openDialog(page)
  await page.getByTestId('token-search').fill(token.address)
  const row = page.getByTestId(`token-row-${token.address}`)
  await expect(row).toContainText('FRESH')
  await expect(row).toContainText('Fresh Test Token')
  await row.getByRole('button', { name: 'Import' }).click()

  await expect(page.getByTestId('import-token-symbol')).toHaveText('FRESH')
  await expect(page.getByTestId('import-token-name')).toHaveText('Fresh Test Token')
  await expect(page.getByText('Trade at your own risk!')).toBeVisible()
  await expect(
    page.getByText(
      'Anyone can create a token, including creating fake versions of existing tokens that claim to represent projects.',
    ),
  ).toBeVisible()
  await expect(page.getByText('If you purchase this token, you may not be able to sell it back.')).toBeVisible()
  const importButton = page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true })
  await expect(importButton).toBeDisabled()
  await page.getByLabel('I understand').check()
  await importButton.click()

  await expect(selected(page, 'swap-output')).toContainText('FRESH')
  // Kept as a user token: the manage view lists it.
  await openDialog(page, 'swap-input')
  await page.getByRole('button', { name: 'Manage' }).click()
  await page.getByRole('tab', { name: 'Tokens' }).click()
  await expect(page.getByTestId(`custom-token-${token.address}`)).toBeVisible()
})

test.describe('lists', () => {
  test('add a list served by the test: import view, enabled, its token searchable', async ({ page, wallet, chain }) => {
    const token = await deployToken(chain, 'Listed Test Token', 'LISTED')
    const list: TokenList = {
      name: 'E2E Test List',
      timestamp: '2026-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [{ chainId: 31337, address: token.address, decimals: 18, symbol: 'LISTED', name: 'Listed Test Token' }],
    }
    await page.route(LIST_URL, (route) => route.fulfill({ json: list }))
    await openSwap(page, wallet)
    await openDialog(page)
    await page.getByRole('button', { name: 'Manage' }).click()
    const input = page.getByPlaceholder('https:// or ipfs:// or ENS name')
    await input.fill('not a list location')
    await expect(page.getByText('Enter valid list location')).toBeVisible()
    await input.fill(LIST_URL)
    await expect(page.getByTestId('list-preview')).toContainText('E2E Test List')
    await page.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()

    await expect(page.getByTestId('import-list-name')).toHaveText('E2E Test List')
    await expect(page.getByText('1 token', { exact: true })).toBeVisible()
    await page.getByLabel('I understand').check()
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()

    // Back on manage, with the list switched on.
    const row = page.getByTestId(`list-row-${LIST_URL}`)
    await expect(row).toBeVisible()
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
    await input.fill(LIST_URL)
    await expect(page.getByText('Loaded')).toBeVisible()

    await page.getByRole('button', { name: 'Back' }).click()
    await searchTokens(page, 'listed')
    await expect(page.getByTestId(`token-row-${token.address}`)).toContainText('LISTED')
    await page.getByTestId(`token-row-${token.address}`).click()
    await expect(selected(page, 'swap-output')).toContainText('LISTED')
  })

  test('a list that fails validation shows the validator details', async ({ page, wallet }) => {
    await page.route(BAD_LIST_URL, (route) => route.fulfill({ json: { name: 'Broken', tokens: 'nope' } }))
    await openSwap(page, wallet)
    await openDialog(page)
    await page.getByRole('button', { name: 'Manage' }).click()
    await page.getByPlaceholder('https:// or ipfs:// or ENS name').fill(BAD_LIST_URL)
    await expect(page.getByText(/^Token list failed validation: .+/)).toBeVisible()
    await expect(page.getByTestId('list-preview')).toHaveCount(0)
  })
})
