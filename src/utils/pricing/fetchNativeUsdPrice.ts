// The native coin's USD price from the public price endpoint; any failure is only logged (the spec).
import { NATIVE_USD_PRICE_URL } from '@/config/prices'

import { numberToRational, type Rational } from './rational'

/** Reads findora.usd from the endpoint's untrusted JSON. */
export function parseNativeUsdPrice(raw: unknown): Rational | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const findora = (raw as Record<string, unknown>).findora
  if (typeof findora !== 'object' || findora === null) return undefined
  return numberToRational((findora as Record<string, unknown>).usd)
}

export async function fetchNativeUsdPrice(fetcher: typeof fetch = fetch): Promise<Rational | undefined> {
  try {
    const response = await fetcher(NATIVE_USD_PRICE_URL)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const price = parseNativeUsdPrice(await response.json())
    if (!price) throw new Error('No findora.usd in the response')
    return price
  } catch (error) {
    console.warn('Native coin USD price could not be fetched; using the stable pair price', error)
    return undefined
  }
}
