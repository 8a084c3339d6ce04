import { act, cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { OnceOpened } from './OnceOpened'

afterEach(cleanup)

describe('OnceOpened', () => {
  it('loads and mounts its dialog on the first opening and keeps it mounted once closed', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ isOpen }: { isOpen: boolean }) => <p>{String(isOpen)}</p> }))
    const Dialog = lazy(load)
    const view = (isOpen: boolean) => (
      <OnceOpened isOpen={isOpen}>
        <Dialog isOpen={isOpen} />
      </OnceOpened>
    )
    const { rerender } = render(view(false))
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByText('true')).toBeNull()
    rerender(view(true))
    await act(async () => {})
    expect(screen.getByText('true')).toBeTruthy()
    rerender(view(false))
    await act(async () => {})
    expect(screen.getByText('false')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
