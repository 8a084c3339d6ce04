import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders as wrap } from '@/test-support/renderWithProviders'
import { lightTheme } from '@/theme/theme'

import { ActionButton, ApproveButton } from './ActionButtons'

afterEach(cleanup)

const background = (testId: string) => getComputedStyle(screen.getByTestId(testId)).backgroundColor
const colour = (hex: string) => {
  const probe = document.createElement('div')
  probe.style.backgroundColor = hex
  return probe.style.backgroundColor
}

describe('ActionButton', () => {
  it('is a button with its test id that acts unless disabled', () => {
    const onClick = vi.fn()
    wrap(
      <ActionButton testId="swap-button" onClick={onClick}>
        Swap
      </ActionButton>,
    )
    const button = screen.getByRole('button', { name: 'Swap' }) as HTMLButtonElement
    expect(button.type).toBe('button')
    fireEvent.click(screen.getByTestId('swap-button'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('reads as an error when the action is risky', () => {
    wrap(
      <>
        <ActionButton testId="plain">Swap</ActionButton>
        <ActionButton testId="risky" isError>
          Swap Anyway
        </ActionButton>
        <ActionButton testId="blocked" isError disabled>
          Price Impact Too High
        </ActionButton>
      </>,
    )
    expect(background('risky')).toBe(colour(lightTheme.error))
    expect(background('plain')).toBe(colour(lightTheme.primary))
    expect((screen.getByTestId('blocked') as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('ApproveButton', () => {
  it('is in success colours once approved, and disabled as its step says', () => {
    const onClick = vi.fn()
    wrap(
      <>
        <ApproveButton testId="approve" label="approve" disabled={false} onClick={onClick}>
          Approve BUSD
        </ApproveButton>
        <ApproveButton testId="approved" label="approved" disabled={false} onClick={() => {}}>
          Approved
        </ApproveButton>
        <ApproveButton testId="approving" label="approving" disabled onClick={onClick}>
          Approving
        </ApproveButton>
      </>,
    )
    expect(background('approved')).toBe(colour(lightTheme.success))
    expect(background('approve')).toBe(colour(lightTheme.primary))
    fireEvent.click(screen.getByTestId('approving'))
    fireEvent.click(screen.getByTestId('approve'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
