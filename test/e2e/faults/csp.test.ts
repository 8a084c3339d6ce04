// The built index.html carries the Content-Security-Policy the build's chain config asks for, and the app runs
// under it without a single violation.
import { cspViolations, recordCspViolations } from '../support/cspViolations'
import { expect, test } from '../support/fixtures'
import { builtIndexHtml, contentSecurityPolicyOf } from './builtFiles'

test('the built index.html allows https and wss hosts, and forbids plugins, base and form targets', () => {
  const policy = contentSecurityPolicyOf(builtIndexHtml())
  expect(policy.get('script-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  expect(policy.get('form-action')).toEqual(["'none'"])
  // WalletConnect is configured (Fortmatic is not): its verify service's frames only.
  expect(policy.get('frame-src')).toEqual(['https://verify.walletconnect.org', 'https://verify.walletconnect.com'])
  // Any https/wss host (a list from anywhere, a wallet's relay); plain http on loopback on any port (each worker's
  // Anvil here; a user's own node on their computer in any build), and the build's WalletConnect relay on loopback by
  // its ws:// origin; never plain http or ws as a whole scheme.
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    'https:',
    'wss:',
    'http://127.0.0.1:*',
    'http://localhost:*',
    'ws://127.0.0.1:4175',
  ])
})

test('the app loads, quotes and connects under the policy without a violation', async ({ page, wallet, chain }) => {
  await recordCspViolations(page)
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-output').getByTestId('amount-input')).not.toHaveValue('')
  expect(await cspViolations(page)).toEqual([])
})
