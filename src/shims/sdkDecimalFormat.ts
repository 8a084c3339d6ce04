// toformat's grouping of a number printed in normal notation, for the SDK's decimal shim (./sdkDecimal.ts).

export interface Format {
  decimalSeparator?: string
  groupSeparator?: string
  groupSize?: number
  secondaryGroupSize?: number
  fractionGroupSeparator?: string
  fractionGroupSize?: number
}
/** toformat's defaults. */
const DEFAULT_FORMAT: Required<Format> = {
  decimalSeparator: '.',
  groupSeparator: ',',
  groupSize: 3,
  secondaryGroupSize: 0,
  fractionGroupSeparator: '',
  fractionGroupSize: 0,
}

/** toformat's grouping of a number in normal notation. */
export function formatFixed(fixed: string, format: Format = {}): string {
  const f = { ...DEFAULT_FORMAT, ...Object.fromEntries(Object.entries(format).filter(([, v]) => v !== undefined)) }
  const negative = fixed.startsWith('-')
  const [int, fraction] = (negative ? fixed.slice(1) : fixed).split('.')
  let grouped = int
  if (f.groupSeparator) {
    const [first, rest] = f.secondaryGroupSize ? [+f.secondaryGroupSize, +f.groupSize] : [+f.groupSize, 0]
    const nd = int.length - (f.secondaryGroupSize ? rest : 0)
    if (first > 0 && nd > 0) {
      let i = nd % first || first
      grouped = int.slice(0, i)
      for (; i < nd; i += first) grouped += f.groupSeparator + int.slice(i, i + first)
      if (rest > 0) grouped += f.groupSeparator + int.slice(i)
    }
  }
  let text = negative ? `-${grouped}` : grouped
  if (fraction === undefined) return text
  let fractionText = fraction
  if (f.fractionGroupSeparator && +f.fractionGroupSize)
    fractionText = fraction.replace(new RegExp(`\\d{${+f.fractionGroupSize}}\\B`, 'g'), `$&${f.fractionGroupSeparator}`)
  text += f.decimalSeparator + fractionText
  return text
}
