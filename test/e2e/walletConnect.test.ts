// A phone wallet through WalletConnect (issue 39): the user picks WalletConnect, passes the modal's link to the
// wallet, and everything after goes over the real connector and the relay's transport to WalletConnect's own client
// on the other side (test/e2e/support/walletConnect.ts). Each transaction is checked on the chain. (A permit signed
// with eth_signTypedData_v4 is proven in test/integration/walletConnect.test.ts' kit only: the spec signs permits on
// Ethereum alone, so a removal on the local chain approves by a transaction.)
import { type Page } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import {
  WALLETCONNECT_CONNECTOR_META,
  WALLETCONNECT_QR_MODAL_META,
  WALLETCONNECT_QR_MODAL_VIEWS_META,
} from '../../src/connection/walletConnectChunks'
import { type PhoneWallet } from '../support/walletConnect/wallet'
import { blockingViolations } from './support/axe'
import { type LocalChain } from './support/fixtures'
import { gasCost } from './support/gasCost'
import { expectTouchTargets, PHONE } from './support/layout'
import { amongFiles, bundledSources, fetchedAll, listedPreloads } from './support/preloads'
import { swapAndConfirm } from './support/swap'
import { connectPhone, expect, test, whileInBackground } from './support/walletConnect'

const ERC20 = ['function balanceOf(address) view returns (uint256)']
const ROUTER = ['function getAmountsOut(uint256, address[]) view returns (uint256[])']
const FACTORY = ['function getPair(address, address) view returns (address)']
/** Kovan: not among the chains this build serves. */
const UNSUPPORTED_CHAIN_ID = 42

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const busdOf = (chain: LocalChain, account: string): Promise<BigNumber> =>
  new Contract(chain.deployment.tokens.BUSD, ERC20, chain.provider).balanceOf(account)

/** The FRA → BUSD swap page, the phone connected. */
async function openSwapConnected(page: Page, chain: LocalChain, phone: PhoneWallet): Promise<void> {
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await connectPhone(page, phone)
}

/** 1 FRA typed, the Swap button ready. */
async function typeSwap(page: Page): Promise<void> {
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toHaveText('Swap')
}

/** The code that picking WalletConnect runs: the app's connection modules, the connector, the SDK, Reown's modal. */
const WALLETCONNECT_CODE =
  /(^|\/)src\/connection\/|\/node_modules\/(@web3-react\/walletconnect-v2|@walletconnect\/|@reown\/appkit(-scaffold-ui|-controllers)?\/)/

/** The scripts the page fetches from now on, by URL path. */
function scriptsFetchedFrom(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

test('connects through the modal’s link, and a swap signed in the phone wallet lands on the chain', async ({
  page,
  chain,
  walletConnect: { phone, outside },
}) => {
  const { weth, router, tokens } = chain.deployment
  await openSwapConnected(page, chain, phone)

  const busdBefore = await busdOf(chain, phone.account)
  const fraBefore = await chain.provider.getBalance(phone.account)
  const [, quoted] = await new Contract(router, ROUTER, chain.provider).getAmountsOut(parseEther('1'), [
    weth,
    tokens.BUSD,
  ])
  await typeSwap(page)
  const hash = await swapAndConfirm(page)

  expect(phone.requests.map((request) => request.method)).toEqual(['eth_sendTransaction'])
  expect((await busdOf(chain, phone.account)).sub(busdBefore).toString()).toBe(quoted.toString())
  const spent = fraBefore.sub(await chain.provider.getBalance(phone.account)).sub(await gasCost(chain, hash))
  expect(spent.toString()).toBe(parseEther('1').toString())
  // Nothing left the machine, and what the app tried is only WalletConnect's: its services (the modal's wallet list
  // and analytics, verify) and the connector's probe of each served chain's public RPCs for the fastest (its HTTP
  // connection's opening request, method "test").
  const services = /(^|\.)(walletconnect\.(org|com)|web3modal\.org|reown\.com)$/
  const unexpected = outside.filter(
    ({ url, rpcMethod }) => !services.test(new URL(url).hostname) && rpcMethod !== 'test',
  )
  expect(unexpected).toEqual([])
  expect(outside.every(({ url }) => url.startsWith('https://'))).toBe(true)
})

test('a swap the user refuses in the phone wallet shows the spec’s message and sends nothing', async ({
  page,
  chain,
  walletConnect: { phone },
}) => {
  await openSwapConnected(page, chain, phone)
  const busdBefore = await busdOf(chain, phone.account)
  const nonceBefore = await chain.provider.getTransactionCount(phone.account)

  await typeSwap(page)
  phone.rejectNext()
  await page.getByTestId('swap-button').click()
  await page.getByTestId('confirm-swap').click()
  const error = page.getByTestId('tx-error')
  await expect(error).toContainText('Transaction rejected.')
  await error.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByTestId('swap-input').getByTestId('amount-input')).toHaveValue('1')

  expect(phone.requests.map((request) => request.method)).toEqual(['eth_sendTransaction'])
  expect(await chain.provider.getTransactionCount(phone.account)).toBe(nonceBefore)
  expect((await busdOf(chain, phone.account)).toString()).toBe(busdBefore.toString())
})

test('the phone wallet moving to a chain the app does not serve shows Wrong Network; the app’s switch brings it back', async ({
  page,
  walletConnect: { phone },
}) => {
  await page.goto('/#/swap')
  await connectPhone(page, phone)

  await phone.switchChain(UNSUPPORTED_CHAIN_ID)
  const status = page.getByTestId('web3-status-wrong-network')
  await expect(status).toHaveText('Wrong Network')
  await status.click()
  const dialog = page.getByRole('dialog', { name: 'Wrong Network' })
  await dialog.getByRole('button', { name: 'Click here to connect to Local' }).click()

  // The session already holds the local chain: WalletConnect's provider moves the app's requests back to it without
  // asking the phone (each request names its chain).
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', phone.account)
  await expect(status).toHaveCount(0)
})

test('the phone wallet ending the session disconnects the app', async ({ page, walletConnect: { phone } }) => {
  await page.goto('/#/swap')
  await connectPhone(page, phone)

  await phone.disconnect()
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
  await expect(page.getByTestId('web3-status-connected')).toHaveCount(0)
})

test('a reload keeps the session: the app reconnects without the phone, and a swap signed after it lands', async ({
  page,
  chain,
  walletConnect: { phone, relay },
}) => {
  await openSwapConnected(page, chain, phone)
  const proposals = () => relay.requests.filter((request) => request.method === 'wc_proposeSession').length
  expect(proposals()).toBe(1)

  const fetched = scriptsFetchedFrom(page)
  await page.reload()
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', phone.account)
  // Restoring opens no modal: its views are neither preloaded nor loaded.
  const views = await listedPreloads(page, WALLETCONNECT_QR_MODAL_VIEWS_META)
  expect(views.length).toBeGreaterThan(0)
  expect(amongFiles(fetched, views)).toEqual([])
  const busdBefore = await busdOf(chain, phone.account)
  await typeSwap(page)
  const hash = await swapAndConfirm(page)

  expect((await chain.provider.getTransactionReceipt(hash)).status).toBe(1)
  expect((await busdOf(chain, phone.account)).gt(busdBefore)).toBe(true)
  // The same session carried it: no new pairing was proposed.
  expect(proposals()).toBe(1)
  expect(phone.client.session.getAll()).toHaveLength(1)
})

test('the relay going away mid-session is said plainly; the swap sent meanwhile lands once it is back, recorded', async ({
  page,
  chain,
  walletConnect: { phone, relay },
}) => {
  await openSwapConnected(page, chain, phone)
  const busdBefore = await busdOf(chain, phone.account)

  await relay.stop()
  const notice = page.getByTestId('wallet-relay-banner')
  await expect(notice).toContainText("WalletConnect's relay does not answer")
  await typeSwap(page)
  await page.getByTestId('swap-button').click()
  await page.getByTestId('confirm-swap').click()
  await expect(page.getByRole('dialog')).toContainText('Confirm this transaction in your wallet')
  expect(phone.requests).toEqual([])

  // The SDK reconnects on its own schedule (about 16 s after a relay comes back, test/integration/walletConnect).
  await relay.start()
  const hash = (await page.getByTestId('tx-hash').textContent({ timeout: 40_000 })) ?? ''
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()
  await expect(notice).toHaveCount(0)
  expect((await chain.provider.getTransactionReceipt(hash)).status).toBe(1)
  expect((await busdOf(chain, phone.account)).gt(busdBefore)).toBe(true)
  expect(phone.requests.map((request) => request.method)).toEqual(['eth_sendTransaction'])
})

test('a removal of liquidity, approved and signed in the phone wallet, burns the share chosen', async ({
  page,
  chain,
  walletConnect: { phone },
}) => {
  // Pool tokens are approved by a permit only on Ethereum (the spec): here the approval is a transaction too.
  const { factory, weth, tokens } = chain.deployment
  const pairAddress: string = await new Contract(factory, FACTORY, chain.provider).getPair(weth, tokens.BUSD)
  const pair = new Contract(pairAddress, ERC20, chain.provider)
  const lpBefore: BigNumber = await pair.balanceOf(phone.account)
  expect(lpBefore.gt(0)).toBe(true)

  await page.goto(`/#/remove/${weth}/${tokens.BUSD}`)
  await connectPhone(page, phone)
  await page.getByTestId('remove-25').click()
  await page.getByTestId('remove-approve').click()
  await expect(page.getByTestId('remove-approve')).toHaveText('Approved')
  await page.getByTestId('remove-button').click()
  await page.getByTestId('confirm-remove').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible()

  expect(phone.requests.map((request) => request.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  expect(lpBefore.sub(await pair.balanceOf(phone.account)).toString()).toBe(lpBefore.mul(25).div(100).toString())
})

test('the wallet dialog fetches WalletConnect’s code while the user reads it: the pick fetches none of it, and connects', async ({
  page,
  walletConnect: { phone },
}) => {
  await page.goto('/#/swap')
  await page.getByTestId('connect-wallet').click()
  await expect(page.getByTestId('wallet-option-WALLET_CONNECT')).toBeVisible()
  const groups = [WALLETCONNECT_CONNECTOR_META, WALLETCONNECT_QR_MODAL_META, WALLETCONNECT_QR_MODAL_VIEWS_META]
  const lists = await Promise.all(groups.map((group) => listedPreloads(page, group)))
  expect(lists.every((files) => files.length > 0)).toBe(true)
  const listed = lists.flat()
  await expect.poll(() => fetchedAll(page, listed)).toBe(true)

  const afterPick = scriptsFetchedFrom(page)
  await page.getByTestId('wallet-option-WALLET_CONNECT').click()
  await page.getByRole('button', { name: 'Copy link' }).click()
  await phone.approve(await page.evaluate(() => navigator.clipboard.readText()))
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', phone.account)

  // What the pick still fetches is the modal's icons, each loaded as it is drawn, and none of the code.
  const code = afterPick.filter((path) => bundledSources(path).some((source) => WALLETCONNECT_CODE.test(source)))
  expect(code).toEqual([])
})

test.describe('on a phone', () => {
  test.use({
    viewport: PHONE,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  })

  test('the dialog opens each listed wallet by a link carrying the pairing; back from the wallet, the account is connected', async ({
    page,
    walletConnect: { phone, outside },
  }) => {
    const fetched = scriptsFetchedFrom(page)
    await page.goto('/#/swap')
    await page.getByTestId('connect-wallet').click()
    await page.getByTestId('wallet-option-WALLET_CONNECT').click()

    // Each wallet's own scheme (Android), with the same pairing URI, whole, as its query.
    const links = page.locator('[data-testid^="walletconnect-deep-link-"]')
    await expect(links).toHaveCount(3)
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(hrefs.map((href) => href.split('?')[0])).toEqual(['metamask://wc', 'trust://wc', 'rainbow://wc'])
    const uris = new Set(hrefs.map((href) => new URL(href).searchParams.get('uri')))
    expect(uris.size).toBe(1)
    const [uri] = [...uris]
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expectTouchTargets(page.locator('[data-testid^="walletconnect-"]'), 'WalletConnect on a phone')
    expect(await blockingViolations(page, 'WalletConnect on a phone', '[role="dialog"]')).toEqual([])
    // The same text for a wallet not listed, on the clipboard.
    await page.getByTestId('walletconnect-copy-link').tap()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    // The user taps MetaMask: the phone opens the wallet, this page goes to the background while the user approves
    // there, and the wallet sends the user back.
    const pageUrl = page.url()
    await page.getByTestId('walletconnect-deep-link-metamask').tap()
    await whileInBackground(page, () => phone.approve(uri!))
    expect(page.url()).toBe(pageUrl)
    await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', phone.account)
    await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('Connected with WalletConnect')
    // No modal, so nothing asked of Reown's wallet explorer or its analytics, and its code neither preloaded nor run.
    expect(outside.filter(({ url }) => /(^|\.)(web3modal\.org|reown\.com)$/.test(new URL(url).hostname))).toEqual([])
    const qrModal = [
      ...(await listedPreloads(page, WALLETCONNECT_QR_MODAL_META)),
      ...(await listedPreloads(page, WALLETCONNECT_QR_MODAL_VIEWS_META)),
    ]
    expect(qrModal.length).toBeGreaterThan(0)
    expect(amongFiles(fetched, qrModal)).toEqual([])
  })
})
