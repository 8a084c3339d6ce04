// A full swap and an add-liquidity at 390×844 through the injected wallet, checked on chain, with taps on the phone
// layout's controls; and the submitted dialog's 66-character hash shown whole inside the dialog.
import { type Page } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'
import { formatUnits, parseEther } from 'ethers/lib/utils.js'

import { formatSignificant } from '../../src/utils/format/formatSignificant'
import { searchTokens } from './support/currencyDialog'
import { expect, type LocalChain, test } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { PHONE, sidewaysScroll } from './support/layout'

const ERC20 = ['function balanceOf(address) view returns (uint256)']
const PAIR = [
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
]
const ROUTER = [
  'function getAmountsOut(uint256, address[]) view returns (uint256[])',
  'function quote(uint256, uint256, uint256) pure returns (uint256)',
]

const router = (chain: LocalChain) => new Contract(chain.deployment.router, ROUTER, chain.provider)
const busdBalance = (chain: LocalChain, account: string): Promise<BigNumber> =>
  new Contract(chain.deployment.tokens.BUSD, ERC20, chain.provider).balanceOf(account)

/** The pair's reserves of `a` and the other token, in that order. */
async function reservesOf(chain: LocalChain, pair: string, a: string): Promise<[BigNumber, BigNumber]> {
  const contract = new Contract(pair, PAIR, chain.provider)
  const [[r0, r1], token0] = await Promise.all([contract.getReserves(), contract.token0()])
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

/** The submitted view: the whole hash, inside the dialog and its own box (wrapped, not clipped), on a phone page. */
async function submittedHash(page: Page): Promise<string> {
  const hashBox = page.getByTestId('tx-hash')
  const hash = (await hashBox.textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const fit = await hashBox.evaluate((element) => {
    const dialog = element.closest('[role="dialog"]')!.getBoundingClientRect()
    const box = element.getBoundingClientRect()
    return {
      insideDialog: box.left >= dialog.left && box.right <= dialog.right,
      notClipped: element.scrollWidth <= element.clientWidth,
    }
  })
  expect(fit).toEqual({ insideDialog: true, notClipped: true })
  expect(await sidewaysScroll(page, 'the submitted dialog')).toBeNull()
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  return hash
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

// Taps, as on a phone's touch screen.
test.use({ hasTouch: true })

test.beforeEach(async ({ page, wallet }) => {
  wallet.authorize()
  await page.setViewportSize(PHONE)
})

test('at 390×844: swap 1 FRA for BUSD picked in the dialog; the wallet receives the router quote', async ({
  page,
  wallet,
  chain,
}) => {
  const { weth, tokens } = chain.deployment
  const amountIn = parseEther('1')
  const quoted: BigNumber = (await router(chain).getAmountsOut(amountIn, [weth, tokens.BUSD]))[1]
  const busdBefore = await busdBalance(chain, wallet.account)
  const fraBefore = await chain.provider.getBalance(wallet.account)

  await page.goto('/#/swap')
  await expect(page.getByTestId('account-bar').getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-output').getByTestId('currency-select').tap()
  await searchTokens(page, tokens.BUSD)
  await page.getByTestId(`token-row-${tokens.BUSD}`).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toHaveText('Swap')
  expect(await sidewaysScroll(page, 'the filled swap form')).toBeNull()

  await page.getByTestId('swap-button').tap()
  await page.getByTestId('confirm-swap').tap()
  const hash = await submittedHash(page)
  await closeDialog(page)

  expect((await busdBalance(chain, wallet.account)).sub(busdBefore).toString()).toBe(quoted.toString())
  const spent = fraBefore.sub(await chain.provider.getBalance(wallet.account)).sub(await gasCost(chain, hash))
  expect(spent.toString()).toBe(amountIn.toString())
})

test('at 390×844: add 7 BUSD and the quoted FRA to FRA/BUSD; the reserves grow by exactly those amounts', async ({
  page,
  chain,
}) => {
  const { BUSD } = chain.deployment.tokens
  const pair = chain.deployment.pairs['WFRA/BUSD']
  const [reserveBusd, reserveWfra] = await reservesOf(chain, pair, BUSD)
  const amountBusd = parseEther('7')
  const quotedFra: BigNumber = await router(chain).quote(amountBusd, reserveBusd, reserveWfra)

  await page.goto(`/#/add/ETH/${BUSD}`)
  await expect(page.getByTestId('account-bar').getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('add-input-b').getByTestId('amount-input').fill('7')
  await expect(page.getByTestId('add-input-a').getByTestId('amount-input')).toHaveValue(
    formatSignificant(formatUnits(quotedFra, 18), 6),
  )
  await expect(page.getByTestId('supply-button')).toHaveText('Supply')
  expect(await sidewaysScroll(page, 'the filled add form')).toBeNull()

  await page.getByTestId('supply-button').tap()
  await page.getByTestId('confirm-supply').tap()
  const hash = await submittedHash(page)
  const tx = await chain.provider.getTransaction(hash)
  expect(tx.data.slice(0, 10)).toBe('0xf305d719') // addLiquidityETH
  const [afterBusd, afterWfra] = await reservesOf(chain, pair, BUSD)
  expect(afterBusd.sub(reserveBusd).toString()).toBe(amountBusd.toString())
  expect(afterWfra.sub(reserveWfra).toString()).toBe(quotedFra.toString())
})
