import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

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

afterEach(cleanup)

const rows = (container: HTMLElement) => container.querySelectorAll('[data-testid^="activity-tx-"]').length

describe('ActivityDays', () => {
  // A small page: the paging is the subject, and hundreds of rows in jsdom cost seconds on a busy machine.
  it('renders the newest page of entries, then a page more each time it is asked, until all are shown', () => {
    const pageSize = 4
    const all = entries(pageSize * 2 + 3)
    const { container } = renderWithProviders(<ActivityDays entries={all} book={BOOK} pageSize={pageSize} />)
    expect(rows(container)).toBe(pageSize)
    const firstId = container.querySelector('[data-testid^="activity-tx-"]')?.getAttribute('data-testid')
    expect(firstId).toBe(`activity-tx-${all[0].hash}`)
    fireEvent.click(screen.getByTestId('activity-show-more'))
    expect(rows(container)).toBe(pageSize * 2)
    fireEvent.click(screen.getByTestId('activity-show-more'))
    expect(rows(container)).toBe(all.length)
    expect(screen.queryByTestId('activity-show-more')).toBeNull()
  })

  it('shows ACTIVITY_PAGE_SIZE entries at first by default', () => {
    const { container } = renderWithProviders(<ActivityDays entries={entries(ACTIVITY_PAGE_SIZE + 1)} book={BOOK} />)
    expect(rows(container)).toBe(ACTIVITY_PAGE_SIZE)
    expect(screen.getByTestId('activity-show-more')).toBeTruthy()
  })

  it('shows no button when everything fits on the first page', () => {
    renderWithProviders(<ActivityDays entries={entries(3)} book={BOOK} />)
    expect(screen.queryByTestId('activity-show-more')).toBeNull()
  })
})
