// Arrow-key moves through the currency list: which row gets focus next, skipping rows that cannot be picked.

/** The key's step through the list: +1 down, -1 up; undefined for any other key. */
export function arrowStep(key: string): 1 | -1 | undefined {
  if (key === 'ArrowDown') return 1
  if (key === 'ArrowUp') return -1
  return undefined
}

/**
 * The row after (step +1) or before (step -1) `from`, skipping disabled rows. -1 means above the first row (back to
 * the search field); `from` stays where it is at the bottom. `from` -1 is the search field itself.
 */
export function nextRowIndex(
  from: number,
  step: 1 | -1,
  count: number,
  isDisabled: (index: number) => boolean,
): number {
  for (let index = from + step; index >= 0 && index < count; index += step) {
    if (!isDisabled(index)) return index
  }
  return step === -1 ? -1 : from
}
