// The built index.html carries the Content-Security-Policy the build's chain config asks for, and the app runs
// under it without a single violation (the e2e build serves the local chain, so loopback stays allowed).
import { expect, test } from '../support/fixtures'
import { builtIndexHtml } from './builtFiles'

function policyOf(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]
  if (!content) throw new Error('the built index.html has no CSP meta')
  return new Map(
    content.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

test('the built index.html names only the build’s hosts and forbids plugins, base and form targets', () => {
  const policy = policyOf(builtIndexHtml())
  expect(policy.get('script-src')).toEqual(["'self'"])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'self'"])
  expect(policy.get('form-action')).toEqual(["'none'"])
  const connect = policy.get('connect-src') ?? []
  // Local chain build: loopback on any port (each worker's Anvil), and no scheme-wide wildcard.
  expect(connect).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:*', 'https://api.coingecko.com']))
  expect(connect).not.toContain('https:')
  expect(connect).not.toContain('wss:')
  expect(connect.join(' ')).not.toMatch(/walletconnect|fortmatic/) // neither is configured for this build
})

test('the app loads, quotes and connects under the policy without a violation', async ({ page, wallet, chain }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  wallet.authorize()
  await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${chain.deployment.tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  await expect(page.getByTestId('swap-output').getByTestId('amount-input')).not.toHaveValue('')
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})
