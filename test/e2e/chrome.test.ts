// The layout around the pages: block number, navigation, menus, native balance, banners and the Blocked page.
import { formatUnits, parseEther } from 'ethers/lib/utils.js'

import { formatSignificant } from '../../src/utils/format/formatSignificant'
import { expect, test } from './support/fixtures'

const EXPLORER = 'http://127.0.0.1:8545' // the local chain's explorer base in the e2e build
const BLOCKED_ACCOUNT = 9 // on VITE_BLOCKED_ADDRESSES in the e2e build (scripts/e2e.ts)
const GOERLI = 5
const HARMONY = 1666600000

test('the latest block links to the explorer, advances when a block is mined and dims its dot for a second, never the number', async ({
  page,
  chain,
}) => {
  await page.goto('/#/swap')
  const block = page.getByTestId('block-number')
  const current = await chain.provider.getBlockNumber()
  await expect(block).toHaveText(String(current))
  await expect(block).toHaveAttribute('href', `${EXPLORER}/block/${current}`)
  await expect(block).toHaveAttribute('data-dimmed', 'false')

  // Record when the dimming starts and ends, however the test's own polling happens to be scheduled, and what is
  // dimmed halfway through: the dot, while the number keeps full opacity (axe would find it unreadable otherwise).
  await block.evaluate((element) => {
    const marks: { dimmed: string | null; at: number; number?: string; dot?: string }[] = []
    ;(window as unknown as { __dimMarks: typeof marks }).__dimMarks = marks
    const opacities = () => ({
      number: getComputedStyle(element).opacity,
      dot: getComputedStyle(element.lastElementChild as Element).opacity,
    })
    new MutationObserver(() => {
      const dimmed = element.getAttribute('data-dimmed')
      marks.push({ dimmed, at: performance.now() })
      if (dimmed === 'true')
        setTimeout(() => marks.push({ dimmed: 'halfway', at: performance.now(), ...opacities() }), 500)
    }).observe(element, { attributes: true, attributeFilter: ['data-dimmed'] })
  })
  await chain.mine()
  await expect(block).toHaveText(String(current + 1))
  await expect(block).toHaveAttribute('href', `${EXPLORER}/block/${current + 1}`)
  await expect(block).toHaveAttribute('data-dimmed', 'false')
  const marks = await page.evaluate(
    () =>
      (window as unknown as { __dimMarks: { dimmed: string; at: number; number?: string; dot?: string }[] }).__dimMarks,
  )
  const start = marks.find((mark) => mark.dimmed === 'true')
  const end = marks.find((mark) => mark.dimmed === 'false' && start && mark.at > start.at)
  expect(start && end, JSON.stringify(marks)).toBeTruthy()
  // A busy machine can only make the dim last longer (a late timer, a late render), never shorter: so its lower
  // bound is checked here, and the exact second under a fake clock in src/components/BlockNumber/BlockNumber.test.tsx.
  expect((end?.at ?? 0) - (start?.at ?? 0)).toBeGreaterThanOrEqual(950)
  expect(marks.find((mark) => mark.dimmed === 'halfway')).toMatchObject({ number: '1', dot: '0.2' })
})

test('Pool is highlighted on the liquidity paths, Explore on the pools explorer, Swap on the swap and send screens', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const swap = nav.getByRole('link', { name: 'Swap', exact: true })
  const pool = nav.getByRole('link', { name: 'Pool', exact: true })
  for (const path of ['/add', '/create', '/find', '/remove/0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6/ETH', '/pool']) {
    await page.goto(`/#${path}`)
    await expect(pool).toHaveAttribute('aria-current', 'page')
    await expect(swap).not.toHaveAttribute('aria-current', 'page')
  }
  for (const path of ['/swap', '/send']) {
    await page.goto(`/#${path}`)
    await expect(swap).toHaveAttribute('aria-current', 'page')
    await expect(pool).not.toHaveAttribute('aria-current', 'page')
  }
  await pool.click()
  await expect(page).toHaveURL(/#\/pool$/)
  const explore = nav.getByRole('link', { name: 'Explore', exact: true })
  await explore.click()
  await expect(page).toHaveURL(/#\/pools$/)
  await expect(explore).toHaveAttribute('aria-current', 'page')
  await expect(pool).not.toHaveAttribute('aria-current', 'page')
})

test('the staking menu lists the chain’s staking pages and opens them', async ({ page }) => {
  await page.goto('/#/swap')
  await page.getByRole('button', { name: 'Staking', exact: true }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['OVPit farms', 'Single staking'])
  await menu.getByRole('menuitem', { name: 'OVPit farms' }).click()
  await expect(page).toHaveURL(/#\/staking\/OVPit$/)
  await expect(page.getByRole('heading', { name: 'Farms' })).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)

  await page.getByRole('button', { name: 'Staking', exact: true }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)

  await page.getByRole('button', { name: 'Staking', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Single staking' }).click()
  await expect(page).toHaveURL(/#\/staking\/single$/)
})

test('Bridge and (where the chain has analytics) Charts: in the bar on a wide screen, in the menu below it', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 1440, height: 800 })
  await page.goto('/#/swap')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const bridge = nav.getByRole('link', { name: 'Bridge', exact: true })
  await expect(bridge).toHaveAttribute('target', '_blank')
  await expect(bridge).toHaveAttribute('rel', 'noopener noreferrer')
  const href = (await bridge.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\//)
  // The local chain has no analytics site.
  await expect(page.getByRole('link', { name: 'Charts', exact: true })).toHaveCount(0)

  // Narrower, the bar keeps the app's own pages, Explore among them, on one line; Bridge is in the menu.
  for (const width of [1280, 768, 360]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(bridge).toBeHidden()
    const tops = await nav
      .locator('a, button')
      .evaluateAll((items) =>
        items.filter((item) => item.getBoundingClientRect().width > 0).map((item) => item.getBoundingClientRect().top),
      )
    expect(new Set(tops).size, `one line of links at ${width} px`).toBe(1)
    await page.getByRole('button', { name: 'More' }).click()
    const menuBridge = page.getByRole('menu').getByRole('menuitem', { name: 'Bridge' })
    await expect(menuBridge).toHaveAttribute('href', href)
    await expect(menuBridge).toHaveAttribute('target', '_blank')
    await expect(menuBridge).toHaveAttribute('rel', 'noopener noreferrer')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
  }

  wallet.authorize()
  await wallet.switchChain(HARMONY)
  await page.setViewportSize({ width: 1440, height: 800 })
  await page.reload()
  const charts = nav.getByRole('link', { name: 'Charts', exact: true })
  await expect(charts).toBeVisible()
  await expect(charts).toHaveAttribute('href', /^https:\/\//)
  const chartsHref = (await charts.getAttribute('href')) ?? ''
  await page.setViewportSize({ width: 400, height: 800 })
  await expect(charts).toBeHidden()
  await page.getByRole('button', { name: 'More' }).click()
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Charts' })).toHaveAttribute('href', chartsHref)
})

test('the top-right menu links to the project’s sites and switches language', async ({ page }) => {
  await page.goto('/#/swap')
  await page.getByRole('button', { name: 'More' }).click()
  const menu = page.getByRole('menu')
  const names = ['Website', 'Docs', 'Discord', 'Twitter', 'Facebook', 'Telegram']
  // Below a wide screen the bar's Bridge link is in the menu too (the other test above).
  await expect(menu.getByRole('menuitem')).toHaveText(['Activity', 'Portfolio', 'Bridge', ...names])
  await expect(menu.getByTestId('menu-activity')).toHaveAttribute('href', '#/activity')
  await expect(menu.getByTestId('menu-portfolio')).toHaveAttribute('href', '#/portfolio')
  for (const name of names) {
    const link = menu.getByRole('menuitem', { name })
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await menu.getByTestId('language-select').selectOption('de')
  await expect(page.getByRole('link', { name: 'Tauschen', exact: true })).toBeVisible()
  // A click elsewhere closes the menu.
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
})

test('the header shows the account’s native balance to 4 significant digits and follows it', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const balance = page.getByTestId('native-balance')
  const expected = async () =>
    `${formatSignificant(formatUnits(await chain.provider.getBalance(wallet.account)), 4)} FRA`
  await expect(balance).toHaveText(await expected())

  // Account 0 sends 123.456 FRA: the header reads the new balance on the next block.
  const funder = chain.provider.getSigner(0)
  await (await funder.sendTransaction({ to: wallet.account, value: parseEther('123.456') })).wait()
  await expect(balance).toHaveText(await expected())
})

test('a chain without a deployment says so', async ({ page, wallet }) => {
  wallet.authorize()
  await wallet.switchChain(GOERLI)
  await page.goto('/#/swap')
  await expect(page.getByTestId('not-deployed-banner')).toHaveText('Venom Swap is not deployed on Goerli yet.')
  await wallet.switchChain(31337)
  await expect(page.getByTestId('not-deployed-banner')).toHaveCount(0)
})

test('a blocked account sees only the Blocked page', async ({ page, wallet, chain }) => {
  wallet.authorize()
  await page.goto('/#/swap')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('blocked-page')).toHaveCount(0)

  await wallet.switchAccount(BLOCKED_ACCOUNT)
  const blocked = page.getByTestId('blocked-page')
  await expect(blocked.getByRole('heading', { name: 'Blocked address' })).toBeVisible()
  await expect(blocked.getByTestId('blocked-address')).toHaveText(chain.accounts[BLOCKED_ACCOUNT])
  await expect(blocked).toContainText('sanctioned')
  // Nothing else of the app is left to use.
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByTestId('web3-status-connected')).toHaveCount(0)
  await expect(page.getByTestId('block-number')).toHaveCount(0)

  await page.reload()
  await expect(page.getByTestId('blocked-page')).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)

  await wallet.switchAccount(1)
  await expect(page.getByTestId('blocked-page')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
