// Transactions the chain refuses, read through the wallet as MetaMask passes them on (the node's revert nested under
// the wallet's -32603): the user reads why in their own language, never "[object Object]" or an empty message, and
// nothing is sent.
import { type BigNumber, constants } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

import { attach } from '../../../scripts/lib/contracts'
import { wfraBusdLiquidity } from '../support/farmLiquidity'
import { expect, test } from '../support/fixtures'
import { lagReads } from '../support/laggingReads'
import { localeText } from '../support/locales'

// A test a language: the language is read when the app starts, so each needs a page of its own.
for (const code of ['en', 'de', 'ja', 'zh-TW']) {
  test(`a swap the pair refuses (exact output of a fee-on-transfer token) says why in ${code}; nothing is sent`, async ({
    page,
    wallet,
    chain,
  }) => {
    const fot = attach(chain.provider.getSigner(chain.accounts[1]), 'DeflatingERC20', chain.deployment.tokens.FOT)
    wallet.nestNodeErrors()
    wallet.authorize()
    // The router pulls exactly what the pair needs; the token keeps 1% of it, and the pair's K check refuses.
    await (await fot.approve(chain.deployment.router, constants.MaxUint256)).wait()
    const nonce = await chain.provider.getTransactionCount(wallet.account)
    const fotBefore: BigNumber = await fot.balanceOf(wallet.account)

    await page.goto(`/#/swap?inputCurrency=${chain.deployment.tokens.FOT}&outputCurrency=ETH&lng=${code}`)
    await expect(page.getByTestId('web3-status-connected')).toBeVisible()
    await page.getByTestId('swap-output').getByTestId('amount-input').fill('1')
    await expect(page.getByTestId('swap-button')).toBeEnabled()
    await page.getByTestId('swap-button').click()
    await page.getByTestId('confirm-swap').click()
    const expected = localeText(code, 'swapTx.errors.reverted').replace(
      '{{reason}}',
      localeText(code, 'failures.transfer'),
    )
    await expect(page.getByTestId('tx-error')).toContainText(expected)

    expect(await chain.provider.getTransactionCount(wallet.account)).toBe(nonce)
    expect(((await fot.balanceOf(wallet.account)) as BigNumber).toString()).toBe(fotBefore.toString())
  })
}

test('a withdrawal the farm refuses (the stake left from another tab) shows the error view with the reason', async ({
  page,
  wallet,
  chain,
}) => {
  const account = chain.accounts[2]
  const { liquidity: staked, pid, breeder } = await wfraBusdLiquidity(chain, account, { deposit: true })
  const lagging = await lagReads(page, chain)

  wallet.nestNodeErrors()
  wallet.authorize()
  await wallet.switchAccount(2)
  await page.goto(`/#/staking/pools/ETH/${chain.deployment.tokens.BUSD}?lng=ru`)
  await expect(page.getByTestId('stake-my-deposits')).toHaveAttribute('data-value', staked.toString(), {
    timeout: 30_000,
  })

  // The page's node lags; in another tab (here: straight to the chain) the whole stake comes out.
  lagging.freeze()
  await (await breeder.withdraw(pid, staked, constants.AddressZero)).wait()
  const nonce = await chain.provider.getTransactionCount(account)

  const dialog = page.getByRole('dialog')
  await page.getByTestId('stake-withdraw').click()
  await dialog.getByTestId('stake-amount-input').fill(formatUnits(staked, 18))
  await dialog.getByTestId('stake-confirm').click()
  await expect(dialog.getByTestId('flow-error-reason')).toHaveText(localeText('ru', 'failures.exceedsStake'))
  await expect(dialog.getByRole('alert')).not.toContainText('[object')

  expect(await chain.provider.getTransactionCount(account)).toBe(nonce)
  expect((await breeder.userInfo(pid, account)).amount.toString()).toBe('0')
})
