import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test-support/renderWithProviders'
import type { ActivityEntry } from '@/utils/transactions/activity'

import { ACTIVITY_PAGE_SIZE, ActivityDays } from './ActivityDays'
import type { AssetBook } from './activityWords'

const BOOK: AssetBook = { nativeSymbol: 'FRA', tokens: new Map(), v1Exchanges: new Set(), pairs: new Set() }
const HOUR = 3_600_000

function entries(count: number): ActivityEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const hash = `0x${(index + 1).toString(16).padStart(64, '0')}`
    return {
      hash,
      addedTime: Date.UTC(2026, 10, 28) - index * HOUR,
      source: 'chain' as const,
      chain: {
        hash,
        blockNumber: 1_000 - index,
        timestamp: 0,
        status: 'success' as const,
        kind: 'contract' as const,
        sentByAccount: true,
        sentTo: [],
        amounts: [],
      },
    }
  })
}

const rows = (container: HTMLElement) => container.querySelectorAll('[data-testid^="activity-tx-"]').length

describe('ActivityDays', () => {
  it('renders the newest page of entries, then a page more each time it is asked, until all are shown', () => {
    const all = entries(ACTIVITY_PAGE_SIZE * 2 + 20)
    const { container } = renderWithProviders(<ActivityDays entries={all} book={BOOK} />)
    expect(rows(container)).toBe(ACTIVITY_PAGE_SIZE)
    const firstId = container.querySelector('[data-testid^="activity-tx-"]')?.getAttribute('data-testid')
    expect(firstId).toBe(`activity-tx-${all[0].hash}`)
    fireEvent.click(screen.getByTestId('activity-show-more'))
    expect(rows(container)).toBe(ACTIVITY_PAGE_SIZE * 2)
    fireEvent.click(screen.getByTestId('activity-show-more'))
    expect(rows(container)).toBe(all.length)
    expect(screen.queryByTestId('activity-show-more')).toBeNull()
  })

  it('shows no button when everything fits on the first page', () => {
    renderWithProviders(<ActivityDays entries={entries(3)} book={BOOK} />)
    expect(screen.queryByTestId('activity-show-more')).toBeNull()
  })
})
