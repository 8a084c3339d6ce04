// Inputs that cannot be taken as they are, refused with a message: recipients that would lose the output (the zero
// address, the router, the factory, the pair, the token being sent) keep the swap disabled; an 80-digit paste and a
// paste with more decimals than the token has are refused, not cut; V1 remove sends minimums from the user's slippage.
import { type Page } from '@playwright/test'

import { expect, test } from '../support/fixtures'
import { busd, expectedRemoveArguments, lastTransactionTo, positionWorth, v1Exchange } from '../support/v1'
import { type TestWallet } from '../support/wallet'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const SLIPPAGE_BIPS = 300 // a stored setting other than the default, so the minimums cannot be a constant

async function openSwap(page: Page, wallet: TestWallet, path: string): Promise<void> {
  wallet.authorize()
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('swap-input')).toBeVisible()
}

const amountInput = (page: Page, panel: 'swap-input' | 'swap-output') =>
  page.getByTestId(panel).getByTestId('amount-input')

/** What a paste does: the text inserted at once into the focused field (the browser's maxLength would apply). */
async function paste(page: Page, panel: 'swap-input' | 'swap-output', text: string): Promise<void> {
  const input = amountInput(page, panel)
  await input.focus()
  await input.selectText()
  await page.keyboard.insertText(text)
}

test('refused recipients show why, and the swap stays disabled until a safe one', async ({ page, wallet, chain }) => {
  const { tokens, pairs, router, factory } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=${tokens.BUSD}&outputCurrency=${tokens.USDC}`)
  await amountInput(page, 'swap-input').fill('1')
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await page.getByTestId('add-recipient').click()
  const recipient = page.getByTestId('recipient-input')
  const refusal = page.getByTestId('recipient-refusal')

  const refused: [string, string][] = [
    [ZERO_ADDRESS, 'The zero address cannot receive: the output would be burned.'],
    [router, 'This is a router or factory of the exchange: the output would be lost.'],
    [factory, 'This is a router or factory of the exchange: the output would be lost.'],
    [pairs['USDC/BUSD'], 'This is a liquidity pair: the output would be lost.'],
    [tokens.BUSD, 'This is a token contract: the output would be lost.'],
  ]
  for (const [address, message] of refused) {
    await recipient.fill(address)
    await expect(refusal, address).toHaveText(message)
    await expect(page.getByTestId('swap-button')).toHaveText('Invalid recipient')
    await expect(page.getByTestId('swap-button')).toBeDisabled()
  }

  await recipient.fill(chain.accounts[3])
  await expect(refusal).toHaveCount(0)
  await expect(page.getByTestId('swap-button')).toBeEnabled()
})

test('an 80-digit paste and a paste with too many decimals are refused with a message, not cut', async ({
  page,
  wallet,
  chain,
}) => {
  const { tokens } = chain.deployment
  await openSwap(page, wallet, `/#/swap?inputCurrency=${tokens.USDC}&outputCurrency=${tokens.BUSD}`)
  const input = amountInput(page, 'swap-input')
  const message = page.getByTestId('swap-input').getByTestId('amount-refused')
  await input.fill('12')

  await paste(page, 'swap-input', '1'.repeat(80))
  await expect(message).toHaveText('Amounts have at most 79 characters')
  await expect(input).toHaveValue('12')

  // USDC has 6 decimals.
  await paste(page, 'swap-input', '1.1234567')
  await expect(message).toHaveText('This token has at most 6 decimals')
  await expect(input).toHaveValue('12')

  await paste(page, 'swap-input', '1.123456')
  await expect(message).toHaveCount(0)
  await expect(input).toHaveValue('1.123456')
  // Taken as typed, it is quoted.
  await expect(amountInput(page, 'swap-output')).not.toHaveValue('')
})

test('an amount with more decimals than its token (from the URL) is named, not quoted silently', async ({
  page,
  wallet,
  chain,
}) => {
  const { tokens } = chain.deployment
  await openSwap(
    page,
    wallet,
    `/#/swap?inputCurrency=${tokens.USDC}&outputCurrency=${tokens.BUSD}&exactAmount=1.1234567`,
  )
  await expect(amountInput(page, 'swap-input')).toHaveValue('1.1234567')
  await expect(page.getByTestId('swap-button')).toHaveText('Too many decimals for this token')
  await expect(page.getByTestId('swap-button')).toBeDisabled()
})

test('V1 remove sends minimums from the user’s slippage, not 1 and 1', async ({ page, wallet, chain }) => {
  const address = chain.deployment.v1Exchanges.BUSD
  const exchange = v1Exchange(chain, address)
  const worth = await positionWorth(chain, exchange, busd(chain), wallet.account)
  expect(worth.liquidity.isZero()).toBe(false)
  await page.addInitScript((bips) => {
    localStorage.setItem('venom_user', JSON.stringify({ userSlippageTolerance: bips }))
  }, SLIPPAGE_BIPS)

  wallet.authorize()
  await page.goto(`/#/remove/v1/${address}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('v1-pooled-token')).toHaveText('20')
  await page.getByTestId('v1-remove').click()
  await expect(page.getByTestId('v1-remove')).toHaveText('Success')

  const { tx } = await lastTransactionTo(chain, address)
  const args = exchange.interface.decodeFunctionData('removeLiquidity', tx.data)
  expect(args.map(String).slice(0, 3)).toEqual(expectedRemoveArguments(worth, SLIPPAGE_BIPS))
  expect((await exchange.balanceOf(wallet.account)).isZero()).toBe(true)
})

test('a keystroke a field refuses does not stay on screen: amount, custom slippage, recipient', async ({
  page,
  wallet,
  chain,
}) => {
  // A refused keystroke changes no state: the controlled field must still show the value it holds. Read at once, not
  // polled: the next block's re-render would hide the fault.
  const { tokens } = chain.deployment
  // BUSD: approved for the router in the demo state, so the swap button can turn live.
  await openSwap(page, wallet, `/#/swap?inputCurrency=${tokens.BUSD}&outputCurrency=${tokens.USDC}`)
  const amount = amountInput(page, 'swap-input')
  await amount.pressSequentially('1.5')
  await amount.pressSequentially('x-')
  expect(await amount.inputValue()).toBe('1.5')
  await amount.pressSequentially('2')
  await expect(amount).toHaveValue('1.52')

  await page.getByTestId('settings-button').click()
  const slippage = page.getByTestId('slippage-input')
  await slippage.pressSequentially('1a%')
  expect(await slippage.inputValue()).toBe('1')
  await page.keyboard.press('Escape')

  await page.getByTestId('add-recipient').click()
  const recipient = page.getByTestId('recipient-input')
  await recipient.pressSequentially(`${chain.accounts[3]} `)
  expect(await recipient.inputValue()).toBe(chain.accounts[3])
  await expect(page.getByTestId('swap-button')).toBeEnabled()
  await expect(page.getByText('Slippage Tolerance').locator('..')).toContainText('1.00%')
})
