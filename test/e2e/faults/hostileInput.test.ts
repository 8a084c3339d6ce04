// Hostile text everywhere the app shows untrusted input: token names and symbols read from contracts deployed
// here, a token list served by the test (token names, symbols, logos, the list's name and URL) and a governance
// proposal proposed on chain. Every payload would call window.__pwned or load a planted URL if it ran: the watch
// proves none did, and prints how many were tried (the figures of the closing note).
import type { Page } from '@playwright/test'
import type { TokenList } from '@uniswap/token-lists'
import { type Contract } from 'ethers'
import { getAddress } from 'ethers/lib/utils.js'

import { searchTokens } from '../support/currencyDialog'
import { expect, test } from '../support/fixtures'
import { proposeFromAccount2 } from '../support/governance'
import { payloads, PLANTED_HTTP, PLANTED_HTTPS, shortPayloads, watchHostile } from '../support/hostile'
import { deployTestToken } from '../support/tokens'

// Served by the test on a loopback origin (the CSP lets the app reach plain http there, and list hosts are
// otherwise limited to the build's own).
const LIST_HOST = 'http://127.0.0.1:9/lists'
const LIST_URL = `${LIST_HOST}/list.json`
const NAMED_LIST_URL = `${LIST_HOST}/named.json`

async function openDialog(page: Page): Promise<void> {
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await expect(page.getByTestId('token-search')).toBeVisible()
}

test('token names and symbols read from hostile contracts render as text', async ({ page, chain }) => {
  const watch = await watchHostile(page)
  const texts = payloads('chain-')
  const tokens: Contract[] = []
  // Each contract carries two payloads: one as its name, the next as its symbol.
  for (let index = 0; index < texts.length; index += 2)
    tokens.push(await deployTestToken(chain, texts[index].text, texts[index + 1]?.text ?? 'X'))

  await page.goto('/#/swap')
  await watch.selfTest()
  for (const token of tokens) {
    await page.goto(`/#/swap?outputCurrency=${token.address}`)
    const warning = page.getByTestId('url-token-warning')
    await expect(warning).toContainText(token.address)
    await expect(warning.getByTestId('import-token-name')).not.toBeEmpty()
    await expect(warning.getByTestId('import-token-symbol')).not.toBeEmpty()
  }
  // Imported, the last one shows on the page itself, as the warning showed it.
  const last = page.getByTestId('url-token-warning')
  const shownSymbol = (await last.getByTestId('import-token-symbol').textContent()) ?? ''
  await last.getByLabel('I understand').check()
  await last.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByTestId('swap-output').getByTestId('currency-select')).toContainText(shownSymbol)

  expect(await page.locator('[onerror], [onload], script:not([src]), iframe, object, embed').count()).toBe(0)
  watch.verify('contract names and symbols', texts.length)
})

test('a hostile token list: names, symbols, logos, list name and URL render as text', async ({ page }) => {
  const watch = await watchHostile(page)
  // The schema allows token names of up to 60 characters and symbols of up to 20 without spaces.
  const names = payloads('list-name-').filter((payload) => payload.text.length <= 60)
  const symbols = shortPayloads('list-symbol-', names.length)
  const logos = [
    `javascript:__pwned('logo-0')`,
    `data:text/html,%3Cscript%3E__pwned('logo-1')%3C/script%3E`,
    `vbscript:__pwned('logo-2')`,
    `${PLANTED_HTTP}/logo-3.png`,
    `data:text/html;base64,PHNjcmlwdD5fX3B3bmVkKCdsb2dvLTQnKTwvc2NyaXB0Pg==`,
  ]
  const tokens = names.map((name, index) => ({
    chainId: 31337,
    address: getAddress(`0x${(index + 1).toString(16).padStart(40, 'a')}`),
    decimals: 18,
    name: name.text,
    symbol: symbols[index].text,
    ...(index < logos.length ? { logoURI: logos[index] } : {}),
  }))
  const list: TokenList = {
    name: 'Hostile List',
    timestamp: '2026-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    logoURI: `javascript:__pwned('list-logo')`,
    tokens,
  }
  const listName = `<img src=x onerror=__pwned('list-title')>`
  await page.route(`${LIST_HOST}/**`, (route) => {
    const url = route.request().url()
    if (url === LIST_URL) return route.fulfill({ json: list })
    if (url === NAMED_LIST_URL) return route.fulfill({ json: { ...list, name: listName } })
    return route.fulfill({ status: 404, body: '' })
  })

  await page.goto('/#/swap')
  await watch.selfTest()
  await openDialog(page)
  await page.getByRole('button', { name: 'Manage' }).click()
  const input = page.getByPlaceholder('https:// or ipfs:// or ENS name')

  // A list named with markup fails the schema: the error names the rule, not the payload.
  await input.fill(NAMED_LIST_URL)
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    /^Token list failed validation: .*\/name must match pattern/,
  )
  // A list URL carrying markup is shown back as text in the download error.
  const hostileUrl = `${LIST_HOST}/<img src=x onerror=__pwned('list-url')>.json`
  await input.fill(hostileUrl)
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(`Failed to download list ${hostileUrl}`)

  await input.fill(LIST_URL)
  await expect(page.getByTestId('list-preview')).toContainText('Hostile List')
  await page.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByTestId(`list-row-${LIST_URL}`)).toBeVisible()

  // Every token's row, found by address (the rows show the logo, symbol and name).
  await page.getByRole('button', { name: 'Back' }).click()
  for (const token of tokens) {
    await searchTokens(page, token.address)
    await expect(page.getByTestId(`token-row-${token.address}`)).toContainText(token.symbol)
  }
  const picked = tokens[tokens.length - 1] // the row searched last
  await page.getByTestId(`token-row-${picked.address}`).click()
  await expect(page.getByTestId('swap-output').getByTestId('currency-select')).toContainText(picked.symbol)

  expect(await page.locator('[onerror], [onload], script:not([src]), iframe, object, embed').count()).toBe(0)
  const images = await page.locator('img').evaluateAll((all) => all.map((img) => img.getAttribute('src') ?? ''))
  expect(images.filter((src) => /^(javascript|vbscript|data:text)/i.test(src))).toEqual([])
  const tried = names.length + symbols.length + logos.length + 3 // + the list's logo, name and URL
  watch.verify('token list', tried)
})

test('a hostile proposal renders inert and its remote images wait for a click', async ({ page, chain }) => {
  const watch = await watchHostile(page)
  const texts = payloads('proposal-')
  const title = `Hostile <img src=x onerror=__pwned('proposal-title')>`
  const description = [
    `# ${title}`,
    ...texts.map((payload) => payload.text),
    `[a link](javascript:__pwned('proposal-link'))`,
    `![chart](${PLANTED_HTTPS}/chart.png)`,
    `![local](${PLANTED_HTTP}/image.png)`,
    `[![nested](${PLANTED_HTTPS}/nested.png)](https://example.org)`,
  ].join('\n\n')
  const id = await proposeFromAccount2(chain, description)

  await page.goto('/#/vote')
  await watch.selfTest()
  await expect(page.getByTestId(`proposal-${id}`)).toContainText(title)
  await page.goto(`/#/vote/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const body = page.getByTestId('proposal-description')
  await expect(body).toContainText(`__pwned('proposal-1')`)
  const placeholders = body.getByTestId('proposal-image-placeholder')
  await expect(placeholders).toHaveCount(3)
  await expect(placeholders.first()).toHaveText('Load image from planted.invalid')
  expect(await body.locator('img').count()).toBe(0)
  await body.getByText('a link').click()

  expect(await page.locator('[onerror], [onload], script:not([src]), iframe, object, embed').count()).toBe(0)
  // The payloads, the title, the link and the three images (none fetched).
  watch.verify('proposal', texts.length + 5)

  // The control: a click loads the image, without a referrer, and the watch sees that request.
  const request = page.waitForRequest(`${PLANTED_HTTPS}/chart.png`)
  await placeholders.first().click()
  expect((await request).headers().referer).toBeUndefined()
  await expect(body.locator('img')).toHaveAttribute('referrerpolicy', 'no-referrer')
  expect(watch.plantedRequests).toEqual([`${PLANTED_HTTPS}/chart.png`])
})
