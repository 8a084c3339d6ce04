// Exact approvals against Anvil: with the setting on (Settings → Approve exact amounts), approving in Add liquidity
// leaves an allowance equal to the typed amount, which the deposit then uses up; the approve buttons' tooltips say
// which amount is approved. (Off, the default, approves max uint256: addLiquidity.test.ts and swap.test.ts.)
import { type Page } from '@playwright/test'
import { Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { expect, type LocalChain, test } from './support/fixtures'
import { type TestWallet } from './support/wallet'

const ERC20 = [
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
]
const allowance = (chain: LocalChain, token: string, owner: string) =>
  new Contract(token, ERC20, chain.provider).allowance(owner, chain.deployment.router).then(String)
const input = (page: Page, panel: string) => page.getByTestId(panel).getByTestId('amount-input')

/** Account 1 creating WBTC/USDC with 0.01 WBTC and 300.5 USDC typed. */
async function typeAmounts(page: Page, wallet: TestWallet, chain: LocalChain): Promise<void> {
  const { WBTC, USDC } = chain.deployment.tokens
  wallet.authorize()
  await page.goto(`/#/create/${WBTC}/${USDC}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  // Both currencies loaded and the pair known to be new: typing before that is reset.
  await expect(page.getByText('You are the first liquidity provider.')).toBeVisible()
  await input(page, 'add-input-a').fill('0.01')
  await input(page, 'add-input-b').fill('300.5')
  await expect(input(page, 'add-input-a')).toHaveValue('0.01')
}

test('with exact approvals on, the Approve buttons in Add liquidity approve exactly the typed amounts and say so', async ({
  page,
  wallet,
  chain,
}) => {
  const { WBTC, USDC } = chain.deployment.tokens
  const account = wallet.account
  expect([await allowance(chain, WBTC, account), await allowance(chain, USDC, account)]).toEqual(['0', '0'])
  await typeAmounts(page, wallet, chain)
  const approveA = page.getByRole('button', { name: 'Approve WBTC' })
  const approveB = page.getByRole('button', { name: 'Approve USDC' })
  // The default, as the spec: unlimited.
  await expect(approveA).toHaveAttribute('title', /^Approves an unlimited amount of WBTC/)

  await page.getByTestId('settings-button').click()
  const toggle = page.getByTestId('exact-approval-toggle')
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('venom_user') ?? '{}').userExactApproval), {
      intervals: [100],
    })
    .toBe(true)
  await page.getByTestId('settings-button').click()
  await expect(toggle).toHaveCount(0)

  await expect(approveA).toHaveAttribute('title', 'Approves exactly 0.01 WBTC, the amount this transaction needs')
  await expect(approveB).toHaveAttribute('title', 'Approves exactly 300.5 USDC, the amount this transaction needs')
  await approveA.click()
  await expect(page.getByRole('button', { name: 'Approved WBTC' })).toBeDisabled()
  await approveB.click()
  await expect(page.getByRole('button', { name: 'Approved USDC' })).toBeVisible()
  expect(await allowance(chain, WBTC, account)).toBe(parseUnits('0.01', 8).toString())
  expect(await allowance(chain, USDC, account)).toBe(parseUnits('300.5', 6).toString())
})

test('a first deposit on exact approvals of the typed amounts spends them to zero', async ({ page, wallet, chain }) => {
  const { WBTC, USDC } = chain.deployment.tokens
  const account = wallet.account
  // The approvals the test above makes on the page, made here by the test code.
  const signer = chain.provider.getSigner(account)
  const approve = (token: string, amount: string, decimals: number) =>
    new Contract(token, ERC20, signer).approve(chain.deployment.router, parseUnits(amount, decimals))
  await (await approve(WBTC, '0.01', 8)).wait()
  await (await approve(USDC, '300.5', 6)).wait()
  await typeAmounts(page, wallet, chain)

  // A first deposit takes exactly the typed amounts: the exact allowances are spent to zero.
  await page.getByTestId('supply-button').click()
  await page.getByTestId('confirm-supply').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  await expect(page.getByTestId(`popup-${hash}`)).toContainText('Transaction succeeded')
  expect((await chain.provider.getTransactionReceipt(hash)).status).toBe(1)
  expect([await allowance(chain, WBTC, account), await allowance(chain, USDC, account)]).toEqual(['0', '0'])
})
