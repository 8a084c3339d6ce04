// The wallet modal and header status against the injected test wallet: options, connect, account view,
// auto-connect, account change, wrong network with switch and add-chain, and a rejected connection.
import { expect, test } from './support/fixtures'
import type { TestWallet } from './support/wallet'

const LOCAL_CHAIN_ID = 31337
const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`

/** A wallet that has never seen the local chain answers 4902 to a switch, as MetaMask does. */
function forgetLocalChain(wallet: TestWallet): void {
  ;(wallet as unknown as { knownChains: Set<number> }).knownChains.delete(LOCAL_CHAIN_ID)
}

test('connects through the modal and shows the account view', async ({ page, wallet, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByTestId('connect-wallet').click()

  const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' })
  await expect(dialog).toBeVisible()
  // The test wallet says isMetaMask: it is listed as MetaMask, not as a generic injected wallet.
  await expect(dialog.getByTestId('wallet-option-METAMASK')).toBeVisible()
  await expect(dialog.getByTestId('wallet-option-INJECTED')).toHaveCount(0)
  await expect(dialog.getByTestId('wallet-option-COINBASE_WALLET')).toBeVisible()
  // Configured in the e2e build with a relay on loopback (its sessions: walletConnect.test.ts); Fortmatic is not.
  await expect(dialog.getByTestId('wallet-option-WALLET_CONNECT')).toBeVisible()
  await expect(dialog.getByTestId('wallet-option-FORTMATIC')).toHaveCount(0)

  await dialog.getByTestId('wallet-option-METAMASK').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText('Connected with MetaMask')).toBeVisible()
  await expect(account.getByTestId('wallet-account')).toHaveText(short(wallet.account))
  await expect(account.getByTestId('wallet-account')).toHaveAttribute('title', wallet.account)
  // Injected wallets cannot be disconnected from the page (spec).
  await expect(account.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)

  const link = account.getByRole('link', { name: /^View on / })
  await expect(link).toHaveAttribute('href', `http://127.0.0.1:8545/address/${wallet.account}`)

  await account.getByRole('button', { name: 'Copy Address' }).click()
  await expect(account.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.account)
  // The feedback lasts 500 ms.
  await expect(account.getByRole('button', { name: 'Copy Address' })).toBeVisible({ timeout: 2_000 })

  // Change shows the options with a way back.
  await account.getByRole('button', { name: 'Change' }).click()
  await expect(page.getByTestId('wallet-option-METAMASK')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByTestId('wallet-account')).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('web3-status-connected')).toHaveText(short(wallet.account))
})

test('connects by itself when the site is already authorised, and follows account changes', async ({
  page,
  wallet,
}) => {
  wallet.authorize()
  await page.goto('/')
  const status = page.getByTestId('web3-status-connected')
  await expect(status).toHaveAttribute('title', wallet.account)
  expect(wallet.requests.some((request) => request.method === 'eth_requestAccounts')).toBe(false)

  await wallet.switchAccount(2)
  await expect(status).toHaveAttribute('title', wallet.accounts[2])
  await expect(status).toHaveText(short(wallet.accounts[2]))
})

test('stays disconnected at start when the site is not authorised', async ({ page, wallet }) => {
  await page.goto('/')
  await expect(page.getByTestId('connect-wallet')).toHaveText('Connect Wallet')
  await expect.poll(() => wallet.requests.some((request) => request.method === 'eth_accounts')).toBe(true)
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
})

test('on a wrong network, switches the wallet back, adding the chain it does not know', async ({ page, wallet }) => {
  wallet.authorize()
  await page.goto('/')
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)

  // Kovan is not among the chains this build lets the injected wallet use.
  forgetLocalChain(wallet)
  await wallet.switchChain(42)
  const status = page.getByTestId('web3-status-wrong-network')
  await expect(status).toHaveText('Wrong Network')

  await status.click()
  const dialog = page.getByRole('dialog', { name: 'Wrong Network' })
  await expect(dialog.getByText('Please connect to the appropriate network.')).toBeVisible()
  wallet.requests.length = 0
  await dialog.getByRole('button', { name: 'Click here to connect to Local' }).click()

  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)
  const prompts = () => wallet.requests.filter((request) => request.method.startsWith('wallet_'))
  // The wallet switches when it adds the chain; the app's confirming switch may land a moment later.
  await expect
    .poll(() => prompts().map((request) => request.method))
    .toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  expect(prompts()[0].params).toEqual([{ chainId: '0x7a69' }])
  expect(prompts()[1].params).toEqual([
    {
      chainId: '0x7a69',
      chainName: 'Local',
      nativeCurrency: { name: 'Findora', symbol: 'FRA', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    },
  ])
  // Once on the right chain the modal shows the account again.
  await expect(page.getByRole('dialog', { name: 'Account' }).getByTestId('wallet-account')).toHaveText(
    short(wallet.account),
  )
})

test('a rejected connection shows the error, and Try Again connects', async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByTestId('connect-wallet').click()
  wallet.rejectNext()
  await page.getByTestId('wallet-option-METAMASK').click()

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Error connecting.')).toBeVisible()
  await expect(page.getByTestId('web3-status-error')).toHaveText('Error')

  await dialog.getByRole('button', { name: 'Try Again' }).click()
  await expect(dialog.getByTestId('wallet-account')).toHaveText(short(wallet.account))
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)
})

test('the modal closes on a click outside', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-wallet').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
