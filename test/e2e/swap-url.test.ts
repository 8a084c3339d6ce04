// The swap page's URL prefill (good and garbage parameters), V1 mode, and single-hop routing.
import { type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

function panel(page: Page, id: 'swap-input' | 'swap-output') {
  return page.getByTestId(id)
}

test('prefills currencies, the exact amount on the output side and the recipient', async ({ page, chain }) => {
  const { BUSD, USDC } = chain.deployment.tokens
  const recipient = chain.accounts[3]
  await page.goto(
    `/#/swap?inputCurrency=${BUSD}&outputCurrency=${USDC}&exactAmount=25.5&exactField=OUTPUT&recipient=${recipient}`,
  )
  await expect(panel(page, 'swap-input').getByTestId('currency-select')).toHaveText(/BUSD/)
  await expect(panel(page, 'swap-output').getByTestId('currency-select')).toHaveText(/USDC/)
  await expect(panel(page, 'swap-output').getByTestId('amount-input')).toHaveValue('25.5')
  // The other side is computed from the pool.
  await expect(panel(page, 'swap-input').getByTestId('amount-input')).toHaveValue(/^25\.\d+/)
  await expect(page.getByTestId('recipient-input')).toHaveValue(recipient)
  await expect(page.getByTestId('swap-button')).toHaveText('Connect Wallet')
})

test('garbage parameters are ignored and the page still works', async ({ page, chain }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const garbage = [
    '/#/swap?inputCurrency=%3Cscript%3Ealert(1)%3C%2Fscript%3E&outputCurrency=0x123&exactAmount=abc&exactField=sideways',
    '/#/swap?inputCurrency=&outputCurrency=ETH&exactAmount=-5&recipient=%00%00&use=v9',
    `/#/swap?inputCurrency=${'f'.repeat(5000)}&exactAmount=1e400&exactField=output`,
    '/#/swap?%E0%A4%A=1&inputCurrency=%',
  ]
  for (const url of garbage) {
    await page.goto(url)
    await expect(panel(page, 'swap-input')).toBeVisible()
    await expect(panel(page, 'swap-output')).toBeVisible()
    await expect(page.getByText('<script>')).toHaveCount(0)
  }
  // Still usable: a token can be typed and quoted.
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await panel(page, 'swap-input').getByTestId('amount-input').fill('1')
  await expect(panel(page, 'swap-output').getByTestId('amount-input')).toHaveValue(/^1\.99/)
  expect(errors).toEqual([])
})

test('use=v1 shows the V1 notice', async ({ page, chain }) => {
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}&use=V1`)
  await expect(page.getByTestId('v1-notice')).toBeVisible()
})

test('single-hop mode finds no direct WBTC → USDC pool: Insufficient liquidity with the multi-hop hint', async ({
  page,
  wallet,
  chain,
}) => {
  const { WBTC, USDC } = chain.deployment.tokens
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=${WBTC}&outputCurrency=${USDC}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await panel(page, 'swap-input').getByTestId('amount-input').fill('0.01')
  // Multi-hop: WBTC → WFRA → BUSD → USDC.
  await expect(panel(page, 'swap-output').getByTestId('amount-input')).not.toHaveValue('')

  await page.getByTestId('settings-button').click()
  await page.getByTestId('single-hop-toggle').click()
  await page.getByTestId('settings-button').click()
  await expect(page.getByText('Insufficient liquidity for this trade.')).toBeVisible()
  await expect(page.getByText('Try enabling multi-hop trades.')).toBeVisible()
  await expect(page.getByTestId('swap-button')).toHaveCount(0)
})
