import { expect, test } from './support/fixtures'

test('the app loads, the wallet connects and the header shows the account', async ({ page, wallet }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/#\/swap$/)
  await page.getByTestId('connect-wallet').click()
  await page.getByTestId('wallet-option-METAMASK').click()
  const status = page.getByTestId('web3-status-connected')
  await expect(status).toHaveText(`${wallet.account.slice(0, 6)}...${wallet.account.slice(-4)}`)
  await expect(status).toHaveAttribute('title', wallet.account)
})
