// Display of raw token units and fractions at a fixed number of decimals, rounded half up, with grouped thousands.

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** numerator / denominator to `places` decimals (half up), e.g. 1234567/1000 at 2 gives "1,234.57". */
export function formatFraction(numerator: bigint, denominator: bigint, places: number): string {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('expected a non-negative fraction')
  const scale = 10n ** BigInt(places)
  const scaled = (numerator * scale * 2n + denominator) / (denominator * 2n)
  const whole = group((scaled / scale).toString())
  if (places === 0) return whole
  return `${whole}.${(scaled % scale).toString().padStart(places, '0')}`
}

/** Raw units of a token with `decimals` decimals at `places` decimals: "12345678900000000000000" → "12,345.68". */
export function formatUnitsFixed(raw: bigint | string, decimals: number, places: number): string {
  return formatFraction(BigInt(raw), 10n ** BigInt(decimals), places)
}
