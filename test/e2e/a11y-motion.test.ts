// Phones and motion: a dialog is a bottom sheet that closes on the spec's drag rule (over 300 px, or a fast downward
// flick) and stays for a short slow drag; with reduced motion asked for, nothing fades or spins.
import { type Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * A one-finger drag down the dialog by `distance` px taking `durationMs` (the gesture's speed is what the rule
 * measures, so the wait between touching and lifting is the point here, not a wait for the app).
 */
async function dragDialog(page: Page, distance: number, durationMs: number): Promise<void> {
  await page.getByRole('dialog').evaluate(
    async (card, { distance, durationMs }) => {
      const y = card.getBoundingClientRect().top + 20
      const touch = (clientY: number) => new Touch({ identifier: 1, target: card, clientX: 100, clientY })
      const send = (type: string, clientY: number, isDown: boolean) =>
        card.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            touches: isDown ? [touch(clientY)] : [],
            changedTouches: [touch(clientY)],
          }),
        )
      send('touchstart', y, true)
      send('touchmove', y + distance / 2, true)
      await new Promise((resolve) => setTimeout(resolve, durationMs))
      send('touchmove', y + distance, true)
      send('touchend', y + distance, false)
    },
    { distance, durationMs },
  )
}

async function openCurrencyDialog(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/#/swap')
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await expect(page.getByTestId('token-search')).toBeVisible()
}

test('the bottom sheet closes on a drag over 300 px or a fast flick, not on a short slow drag', async ({ page }) => {
  await openCurrencyDialog(page)
  const dialog = page.getByRole('dialog')
  await dragDialog(page, 120, 600)
  // Still open, and back in place once the finger lifts.
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((card) => card.style.transform)).toBe('')

  await dragDialog(page, 320, 800)
  await expect(dialog).toHaveCount(0)

  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await expect(dialog).toBeVisible()
  await dragDialog(page, 120, 30)
  await expect(dialog).toHaveCount(0)
})

test('reduced motion: no transitions or animations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openCurrencyDialog(page)
  const card = page.getByRole('dialog')
  // The backdrop fades (the overlay's ::before) and the card slides: both without a transition here.
  const durations = () =>
    card.evaluate((element) => [
      parseFloat(getComputedStyle(element.parentElement!, '::before').transitionDuration),
      parseFloat(getComputedStyle(element).transitionDuration),
    ])
  for (const duration of await durations()) expect(duration).toBeLessThan(0.001)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect.poll(durations).toEqual([0.2, 0.2])
})
