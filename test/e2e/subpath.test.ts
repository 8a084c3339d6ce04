// The static build must work from any path (an IPFS gateway serves it under /ipfs/<cid>/), with its
// Content-Security-Policy in force and no request escaping to the server root.
import { expect, test } from './support/fixtures'
import { startSubpathServer, type SubpathServer } from './support/subpathServer'

let server: SubpathServer

test.beforeAll(async () => {
  server = await startSubpathServer()
})

test.afterAll(async () => {
  await server.close()
})

test('the build loads from a sub-path with its CSP and connects the wallet', async ({ page, wallet }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })

  await page.goto(server.url)
  await expect(page).toHaveURL(`${server.url}#/swap`)
  await page.getByTestId('connect-wallet').click()
  await page.getByTestId('wallet-option-METAMASK').click()
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)

  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(csp).toContain("script-src 'self'")
  expect(violations).toEqual([])
  expect(server.outsidePrefix).toEqual([])
})
