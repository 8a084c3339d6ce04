// Every language added beyond English, Spanish and German, end to end: opened with ?lng=<code>, a few pages show
// no raw translation key and no English sentence, <html lang> is the code, a balance read from the chain is in
// the language's number format while typed and MAX amounts stay machine-readable; the selector switches language
// without a reload and fits a 360 px phone.
import { readFileSync } from 'node:fs'

import { type Page } from '@playwright/test'
import { Contract } from 'ethers'
import { formatEther, parseEther } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { formatSignificant } from '../../src/utils/format/formatSignificant'
import { expect, type LocalChain, test } from './support/fixtures'
import { PHONE_VIEWPORTS, sidewaysScroll } from './support/layout'

type Tree = { [key: string]: string | Tree }

const NEW_LANGUAGES = ['fr', 'pt-BR', 'ru', 'zh-CN', 'zh-TW', 'ja', 'ko', 'vi', 'tr'] as const

function readLocale(code: string): Record<string, string> {
  const tree = JSON.parse(readFileSync(new URL(`../../public/locales/${code}.json`, import.meta.url), 'utf8')) as Tree
  const flat: Record<string, string> = {}
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat[`${prefix}${key}`] = value
      else walk(value, `${prefix}${key}.`)
    }
  }
  walk(tree, '')
  return flat
}

const EN = readLocale('en')
/** Every key path, plural suffixes dropped: what the translator prints for a key it cannot find. */
const KEY_PATHS = [...new Set(Object.keys(EN).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))]

/** English sentences that must not show in the language: long enough to be prose, without placeholders. */
function englishSentences(translated: Record<string, string>): string[] {
  return Object.entries(EN)
    .filter(([key, text]) => text.length > 12 && !text.includes('{{') && !translated[key]?.includes(text))
    .map(([, text]) => text)
}

/** The visible text of the page must hold neither raw keys nor English sentences. */
async function expectNoEnglish(page: Page, sentences: readonly string[], where: string) {
  const text = await page.evaluate(() => document.body.innerText)
  expect(
    KEY_PATHS.filter((key) => text.includes(key)),
    `raw translation keys on ${where}`,
  ).toEqual([])
  expect(
    sentences.filter((sentence) => text.includes(sentence)),
    `English sentences on ${where}`,
  ).toEqual([])
}

const decimalSeparatorOf = (code: string) =>
  new Intl.NumberFormat(code).formatToParts(1.5).find((part) => part.type === 'decimal')!.value
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A decimal written the way Intl writes it in that language (the digits of a float, exact at this size). */
const inLanguage = (code: string, decimal: string) =>
  new Intl.NumberFormat(code, { maximumFractionDigits: 20 }).format(Number(decimal))

const MACHINE_DECIMAL = /^\d+(\.\d+)?$/

const FUNDED = '12345.6' // five digits before the point: every language groups it (Spanish only from five)

async function fundWallet(chain: LocalChain, account: string) {
  await rpc(chain.url, 'anvil_setBalance', [account, parseEther(FUNDED).toHexString()])
}

for (const code of NEW_LANGUAGES) {
  test(`${code}: swap, pool, vote, activity and farms show no English and the language's numbers`, async ({
    page,
    wallet,
    chain,
  }) => {
    const translated = readLocale(code)
    const sentences = englishSentences(translated)
    await fundWallet(chain, wallet.account)
    wallet.authorize()

    // Swap, with an amount typed through the URL.
    const busd = chain.deployment.tokens.BUSD
    await page.goto(`/#/swap?inputCurrency=ETH&outputCurrency=${busd}&exactAmount=1.5&lng=${code}`)
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated['swap.title'])
    const input = page.getByTestId('swap-input').getByTestId('amount-input')
    const output = page.getByTestId('swap-output').getByTestId('amount-input')
    await expect(input).toHaveValue('1.5')

    // The quote in the output field stays a '.'-decimal, and is the router's.
    const router = new Contract(
      chain.deployment.router,
      ['function getAmountsOut(uint256, address[]) view returns (uint256[])'],
      chain.provider,
    )
    const [, out] = await router.getAmountsOut(parseEther('1.5'), [chain.deployment.weth, busd])
    await expect(output).toHaveValue(MACHINE_DECIMAL)
    expect(Number(await output.inputValue())).toBeCloseTo(Number(formatEther(out)), 3)

    // The balance, read from the chain, in the language's format (grouped, the language's decimal separator).
    const balance = formatSignificant(formatEther(await chain.provider.getBalance(wallet.account)), 6)
    const shownBalance = translated['swap.balance'].replace('{{balance}}', inLanguage(code, balance))
    await expect(page.getByTestId('swap-input')).toContainText(shownBalance)
    await expect(page.getByTestId('native-balance')).toHaveText(
      `${inLanguage(code, formatSignificant(balance, 4))} FRA`,
    )
    await expectNoEnglish(page, sentences, 'swap')
    // The output's USD difference is a percentage written in the language: its decimal separator and a percent sign.
    const difference = page.getByTestId('swap-output-usd-difference')
    await expect(difference).toHaveText(new RegExp(`^\\(.*\\d${escapeRegExp(decimalSeparatorOf(code))}\\d{2}.*\\)$`))
    await expect(difference).toContainText('%')

    // MAX fills the field with a machine-readable amount, never a localized one.
    await page.getByTestId('swap-input').getByRole('button', { name: translated['swap.max'] }).click()
    await expect(input).toHaveValue(MACHINE_DECIMAL)
    expect(Number(await input.inputValue())).toBeGreaterThan(12_000)

    await page.goto('/#/pool')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated['pages.pool'])
    await expect(page.locator('[data-testid^="position-0x"]').first()).toBeVisible()
    await expectNoEnglish(page, sentences, 'pool')

    await page.goto('/#/vote')
    await expect(page.getByTestId('proposal-list')).toBeVisible()
    await expectNoEnglish(page, sentences, 'vote')

    await page.goto('/#/activity')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated['activity.title'])
    // Account 1's history read from the chain, each entry worded in the language.
    await expect(page.locator('[data-testid^="activity-tx-"][data-kind="addLiquidity"]').first()).toBeVisible()
    await expect(page.getByTestId('activity-history-progress')).toHaveCount(0)
    await expectNoEnglish(page, sentences, 'activity')

    await page.goto('/#/staking/OVPit')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated['staking.list.farmsTitle'])
    // Account 1's stake in the first farm earns rewards: four decimals with the language's separator.
    await expect(page.getByTestId('farm-0').getByTestId('farm-unclaimed')).toHaveText(
      new RegExp(`\\d${escapeRegExp(decimalSeparatorOf(code))}\\d{4}$`),
    )
    await expectNoEnglish(page, sentences, 'farms')
  })
}

test('the selector switches language without a reload, keeps the typed amount and fits a 360 px phone', async ({
  page,
  wallet,
  chain,
}) => {
  const ru = readLocale('ru')
  const ja = readLocale('ja')
  await fundWallet(chain, wallet.account)
  wallet.authorize()
  await page.setViewportSize(PHONE_VIEWPORTS[0])
  await page.goto('/#/swap?lng=ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  const input = page.getByTestId('swap-input').getByTestId('amount-input')
  await input.fill('2.5')
  const balance = formatSignificant(formatEther(await chain.provider.getBalance(wallet.account)), 6)
  await expect(page.getByTestId('swap-input')).toContainText(
    ru['swap.balance'].replace('{{balance}}', inLanguage('ru', balance)),
  )
  // Russian: a comma for the decimals and a (narrow) no-break space between thousands.
  expect(inLanguage('ru', balance)).toMatch(/^12[\u00a0\u202f]345,6$/)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  await page.getByRole('banner').getByRole('button', { name: ru['header.menu'] }).click()
  const select = page.getByRole('menu').getByTestId('language-select')
  await expect(select).toBeVisible()
  // Each language listed by its own name.
  await expect(select.locator('option')).toHaveText([
    'English',
    'Español',
    'Deutsch',
    'Français',
    'Português (Brasil)',
    'Русский',
    '简体中文',
    '繁體中文',
    '日本語',
    '한국어',
    'Tiếng Việt',
    'Türkçe',
  ])
  const menu = await page.getByRole('menu').boundingBox()
  expect(menu!.x).toBeGreaterThanOrEqual(0)
  expect(menu!.x + menu!.width).toBeLessThanOrEqual(PHONE_VIEWPORTS[0].width)
  expect(await sidewaysScroll(page, 'language menu')).toBeNull()

  // A native select: it takes the focus like any form field, and picking Japanese switches at once.
  await select.focus()
  await expect(select).toBeFocused()
  await expect(select).toHaveAccessibleName(ru['language.label'])
  await select.selectOption('ja')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja['swap.title'])
  await expect(page.getByTestId('swap-input')).toContainText(
    ja['swap.balance'].replace('{{balance}}', inLanguage('ja', balance)),
  )
  await expect(input).toHaveValue('2.5')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  // Remembered: a reload without ?lng= stays Japanese.
  await page.goto('/#/pool')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja['pages.pool'])
})
