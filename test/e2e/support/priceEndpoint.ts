// The native coin's USD price service (src/config/prices.ts), as the tests see it: refused, so every dollar figure
// comes from the chain's pools alone and none waits on a service the tests do not run.
import { type Page } from '@playwright/test'

export const PRICE_ENDPOINT = 'https://api.coingecko.com/**'

export async function refusePriceEndpoint(page: Page): Promise<void> {
  await page.route(PRICE_ENDPOINT, (route) => route.abort())
}
