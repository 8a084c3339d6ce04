// The static build must work from any path (an IPFS gateway serves it under /ipfs/<cid>/), with its
// Content-Security-Policy in force and no request escaping to the server root.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

import { expect, test } from './support/fixtures'

const DIST = join(process.cwd(), process.env.E2E_OUT_DIR || 'dist-e2e')
const PREFIX = '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/'
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

let server: Server
let origin: string
const outsidePrefix: string[] = []

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    if (!path.startsWith(PREFIX)) {
      outsidePrefix.push(path)
      response.writeHead(404).end()
      return
    }
    const file = normalize(join(DIST, path.slice(PREFIX.length) || 'index.html'))
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

test('the build loads from a sub-path with its CSP and connects the wallet', async ({ page, wallet }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })

  await page.goto(`${origin}${PREFIX}`)
  await expect(page).toHaveURL(`${origin}${PREFIX}#/swap`)
  await page.getByTestId('connect-wallet').click()
  await page.getByTestId('wallet-option-METAMASK').click()
  await expect(page.getByTestId('web3-status-connected')).toHaveAttribute('title', wallet.account)

  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(csp).toContain("script-src 'self'")
  expect(violations).toEqual([])
  expect(outsidePrefix).toEqual([])
})
