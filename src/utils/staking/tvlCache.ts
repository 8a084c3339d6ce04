// The staking TVL per chain and type, persisted in localStorage by the staking pages themselves (the root store
// stays off the first load) and validated on load: anything malformed is dropped.

import { browserStorage } from '@/utils/storage/browserStorage'
import { chainIdOfKey, isRecord } from '@/utils/storage/tokenRules'
import { warnDropped } from '@/utils/storage/warnDropped'

export type TvlType = 'farms' | 'single'

export interface StakingTvl {
  tvlType: TvlType
  /** USD. */
  tvl: number
  timestamp: number
}

/** Versioned key: a change of shape takes a new key rather than reading old data. */
export const TVL_STORAGE_KEY = 'venom_staking_tvls_v1'

type TvlTable = Record<string, Partial<Record<TvlType, StakingTvl>>>

function isTvl(value: unknown, tvlType: string): value is StakingTvl {
  return (
    isRecord(value) &&
    value.tvlType === tvlType &&
    (tvlType === 'farms' || tvlType === 'single') &&
    typeof value.tvl === 'number' &&
    Number.isFinite(value.tvl) &&
    value.tvl >= 0 &&
    typeof value.timestamp === 'number' &&
    Number.isFinite(value.timestamp) &&
    value.timestamp >= 0
  )
}

/** Keeps only well-formed entries of untrusted stored JSON; each dropped one is warned about. */
export function parseTvlTable(raw: string | null): TvlTable {
  if (!raw) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    warnDropped(TVL_STORAGE_KEY, raw)
    return {}
  }
  if (!isRecord(parsed)) {
    warnDropped(TVL_STORAGE_KEY, parsed)
    return {}
  }
  const table: TvlTable = {}
  for (const [key, byType] of Object.entries(parsed)) {
    const chainId = chainIdOfKey(key)
    if (chainId === undefined || !isRecord(byType)) {
      warnDropped(TVL_STORAGE_KEY, { [key]: byType })
      continue
    }
    for (const [tvlType, entry] of Object.entries(byType)) {
      if (isTvl(entry, tvlType)) (table[chainId] ??= {})[entry.tvlType] = entry
      else warnDropped(`${TVL_STORAGE_KEY}.${chainId}`, { [tvlType]: entry })
    }
  }
  return table
}

export function loadStakingTvl(chainId: number, tvlType: TvlType): StakingTvl | undefined {
  return parseTvlTable(browserStorage()?.getItem(TVL_STORAGE_KEY) ?? null)[chainId]?.[tvlType]
}

/** Stored only with a chain, a type and a finite value (spec §5). */
export function saveStakingTvl(chainId: number | undefined, tvlType: TvlType, tvl: number | undefined): void {
  const store = browserStorage()
  if (!store || chainId === undefined || tvl === undefined || !Number.isFinite(tvl) || tvl < 0) return
  const table = parseTvlTable(store.getItem(TVL_STORAGE_KEY))
  ;(table[chainId] ??= {})[tvlType] = { tvlType, tvl, timestamp: Date.now() }
  try {
    store.setItem(TVL_STORAGE_KEY, JSON.stringify(table))
  } catch (error) {
    console.warn('Staking TVL could not be stored', error)
  }
}
