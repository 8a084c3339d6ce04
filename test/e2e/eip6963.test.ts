// Wallets as they are today: EIP-6963 discovery (the test wallet announces itself through a provider other than
// window.ethereum), hostile announcements, and auto-connect on a phone with an injected wallet.
import { Contract } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { expect, test } from './support/fixtures'
import { swapAndConfirm } from './support/swap'

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>'
const ICON = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
const RDNS = 'org.venomswap.testwallet'
const VIA = 'announced'
const ANNOUNCED_INFO = {
  uuid: '6f1d7a6e-3a51-4c1e-9f5e-2d9b1c7e8a40',
  name: 'Venom Test Wallet',
  icon: ICON,
  rdns: RDNS,
}

const ROUTER = ['function getAmountsOut(uint256, address[]) view returns (uint256[])']
const ERC20 = ['function balanceOf(address) view returns (uint256)']

test('an announced wallet is listed with its name and icon, connects through its own provider, is remembered and swaps on chain', async ({
  page,
  wallet,
  chain,
}) => {
  await wallet.announce({ info: ANNOUNCED_INFO, via: VIA })
  const { weth, router, tokens } = chain.deployment
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${tokens.BUSD}`)
  await page.getByTestId('connect-wallet').click()

  const option = page.getByTestId(`wallet-option-${RDNS}`)
  await expect(option).toHaveText('Venom Test Wallet')
  await expect(option.getByTestId('wallet-option-icon')).toHaveAttribute('src', ICON)
  // window.ethereum is another object here, so the plain injected option stays as the fallback.
  await expect(page.getByTestId('wallet-option-METAMASK')).toBeVisible()

  await option.click()
  const status = page.getByTestId('web3-status-connected')
  await expect(status).toHaveAttribute('title', wallet.account)
  await expect(page.getByRole('dialog')).toContainText('Connected with Venom Test Wallet')
  const accountRequests = wallet.requests.filter(({ method }) => method === 'eth_requestAccounts')
  expect(accountRequests.map(({ via }) => via)).toEqual([VIA])

  // The choice is remembered: after a reload the announced wallet reconnects by itself, without a prompt.
  const before = wallet.requests.length
  await page.reload()
  await expect(status).toHaveAttribute('title', wallet.account)
  const afterReload = wallet.requests.slice(before)
  expect(afterReload.some(({ method, via }) => method === 'eth_accounts' && via === VIA)).toBe(true)
  expect(afterReload.some(({ method }) => method === 'eth_requestAccounts')).toBe(false)

  const amountIn = parseEther('1')
  const quoted = (await new Contract(router, ROUTER, chain.provider).getAmountsOut(amountIn, [weth, tokens.BUSD]))[1]
  const busd = new Contract(tokens.BUSD, ERC20, chain.provider)
  const busdBefore = await busd.balanceOf(wallet.account)
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-button')).toHaveText('Swap')
  const hash = await swapAndConfirm(page)

  expect((await busd.balanceOf(wallet.account)).sub(busdBefore).toString()).toBe(quoted.toString())
  const sent = wallet.requests.filter(({ method }) => method === 'eth_sendTransaction')
  expect(sent.map(({ via }) => via)).toEqual([VIA])
  expect((await chain.provider.getTransaction(hash)).from).toBe(wallet.account)
})

test('hostile announcements: non-image icons and bad ids are refused, markup in a name is shown as text', async ({
  page,
  wallet,
}) => {
  const hostile = (n: number, info: Record<string, unknown>) =>
    wallet.announce({
      info: { uuid: `0c5e2b8a-1f3d-4e6a-9b7c-00000000000${n}`, name: `Hostile ${n}`, icon: ICON, ...info },
      via: `hostile-${n}`,
    })
  await hostile(1, { rdns: 'com.evil.script', icon: 'javascript:alert(1)' })
  await hostile(2, { rdns: 'com.evil.remote', icon: 'https://evil.example/icon.png' })
  await hostile(3, { rdns: 'com.evil.html', icon: 'data:text/html,<script>alert(1)</script>' })
  await hostile(4, { rdns: 'javascript:alert(1)' })
  // Within the 40-character limit, so the whole string must show as text.
  const markup = '<img src=x onerror=__pwned=1><b>M</b>'
  await hostile(5, { rdns: 'com.evil.markup', name: markup })
  // A second wallet under a listed rdns does not take its place.
  await hostile(6, { rdns: 'com.evil.markup', name: 'Impostor' })
  await page.goto('/')
  await page.getByTestId('connect-wallet').click()

  const listed = page.getByTestId('wallet-option-com.evil.markup')
  await expect(listed).toHaveText(markup)
  await expect(listed.locator('img')).toHaveCount(1)
  await expect(listed.locator('b')).toHaveCount(0)
  await expect(page.getByRole('dialog').getByTestId('wallet-option-icon')).toHaveCount(1)
  await expect(page.getByRole('dialog')).not.toContainText('Impostor')
  for (const rdns of ['com.evil.script', 'com.evil.remote', 'com.evil.html']) {
    await expect(page.getByTestId(`wallet-option-${rdns}`)).toHaveCount(0)
  }
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  })

  test('a wallet browser (injected provider) connects at start without a click', async ({ page, wallet }) => {
    await page.goto('/')
    await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)
    expect(wallet.requests.filter(({ method }) => method === 'eth_requestAccounts')).toHaveLength(1)
  })
})
