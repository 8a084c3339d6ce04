// APR and blocks per year (spec §9): reward price × reward per block × blocks per year ÷ value of the total stake.

/** 60 / block time blocks a minute, times 60, 24 and 365. */
export function blocksPerYear(blockTimeSeconds: number): number {
  return (60 / blockTimeSeconds) * 60 * 24 * 365
}

/**
 * The APR as a fraction (0.25 is 25%); undefined without a price or with nothing staked.
 * `rewardPerBlock` is in whole reward tokens.
 */
export function apr(input: {
  rewardUsdPrice: number | undefined
  rewardPerBlock: number
  blocksPerYear: number
  totalStakedUsd: number | undefined
}): number | undefined {
  const { rewardUsdPrice, rewardPerBlock, totalStakedUsd } = input
  if (rewardUsdPrice === undefined || totalStakedUsd === undefined || !(totalStakedUsd > 0)) return undefined
  return (rewardUsdPrice * rewardPerBlock * input.blocksPerYear) / totalStakedUsd
}

/** '12.34%', with thousands separators above 1,000%; '-' when unknown. */
export function formatApr(value: number | undefined, locale = 'en'): string {
  if (value === undefined || !Number.isFinite(value)) return '-'
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value * 100)}%`
}
