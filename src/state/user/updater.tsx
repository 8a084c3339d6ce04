// Keeps matchesDarkMode in step with the system's prefers-color-scheme and runs updateVersion once at start.
import { useEffect } from 'react'

import { useAppDispatch } from '@/state/hooks'

import { updateMatchesDarkMode, updateVersion } from './slice'

export function UserUpdater() {
  const dispatch = useAppDispatch()

  useEffect(() => {
    dispatch(updateVersion())
  }, [dispatch])

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const sync = () => dispatch(updateMatchesDarkMode({ matchesDarkMode: query.matches }))
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [dispatch])

  return null
}
