// The share of a position to remove as a whole percent: the slider's steps and the big figure above it.
import { JSBI, Percent } from '@/sdk'

const ONE_PERCENT = new Percent('1', '100')

/** A typed or slid percent as a whole number 0–100; anything else is undefined. */
export function parseWholePercent(value: string | number): number | undefined {
  const text = String(value).trim()
  if (!/^\d+(?:\.\d*)?$/.test(text)) return undefined
  const number = Math.round(Number(text))
  return number >= 0 && number <= 100 ? number : undefined
}

/** The typed percent as a Percent (0 when not a whole percent 0–100). */
export function percentOfText(typedValue: string): Percent {
  return new Percent(JSBI.BigInt(parseWholePercent(typedValue) ?? 0), JSBI.BigInt(100))
}

/** The big figure: '0', '<1' for a share above zero and below one percent, otherwise whole percent. */
export function formatPercentToRemove(percent: Percent): string {
  if (percent.equalTo('0')) return '0'
  if (percent.lessThan(ONE_PERCENT)) return '<1'
  return percent.toFixed(0)
}

/** The slider's value for a share: rounded to a whole percent. */
export function sliderValue(percent: Percent): number {
  return Number(percent.toFixed(0))
}
