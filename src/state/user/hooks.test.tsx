// User hooks against a real store: dark mode follows the system until the user chooses, setters go through the guards.
import { configureStore } from '@reduxjs/toolkit'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'

import { rootReducer } from '@/state/reducer'

import { useDarkModeManager, useExpertModeManager, useUserDeadline, useUserSlippageTolerance } from './hooks'
import { updateMatchesDarkMode } from './slice'

function setup() {
  const store = configureStore({ reducer: rootReducer })
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return { store, wrapper }
}

describe('user hooks', () => {
  it('dark mode follows the system until toggled, then stays the user choice', () => {
    const { store, wrapper } = setup()
    const { result } = renderHook(() => useDarkModeManager(), { wrapper })
    expect(result.current[0]).toBe(false)
    act(() => {
      store.dispatch(updateMatchesDarkMode({ matchesDarkMode: true }))
    })
    expect(result.current[0]).toBe(true)
    act(() => result.current[1]())
    expect(result.current[0]).toBe(false)
    expect(store.getState().user.userDarkMode).toBe(false)
    act(() => {
      store.dispatch(updateMatchesDarkMode({ matchesDarkMode: false }))
    })
    expect(result.current[0]).toBe(false)
  })

  it('expert mode toggles', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useExpertModeManager(), { wrapper })
    act(() => result.current[1]())
    expect(result.current[0]).toBe(true)
    act(() => result.current[1]())
    expect(result.current[0]).toBe(false)
  })

  it('slippage and deadline setters keep only valid values', () => {
    const { wrapper } = setup()
    const slippage = renderHook(() => useUserSlippageTolerance(), { wrapper })
    const deadline = renderHook(() => useUserDeadline(), { wrapper })
    expect(slippage.result.current[0]).toBe(50)
    expect(deadline.result.current[0]).toBe(1200)
    act(() => slippage.result.current[1](100))
    act(() => deadline.result.current[1](600))
    expect(slippage.result.current[0]).toBe(100)
    expect(deadline.result.current[0]).toBe(600)
    act(() => slippage.result.current[1](6000))
    act(() => deadline.result.current[1](-5))
    expect(slippage.result.current[0]).toBe(100)
    expect(deadline.result.current[0]).toBe(600)
  })
})
