// Keeps matchesDarkMode in step with the system's prefers-color-scheme and runs updateVersion once at start.
import { useEffect } from 'react'

import { useAppDispatch } from '@/state/hooks'
import { DARK_SCHEME_QUERY } from '@/theme/systemMode'

import { updateMatchesDarkMode, updateVersion } from './slice'

export function UserUpdater() {
  const dispatch = useAppDispatch()

  useEffect(() => {
    dispatch(updateVersion())
  }, [dispatch])

  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(DARK_SCHEME_QUERY)
    const sync = () => dispatch(updateMatchesDarkMode({ matchesDarkMode: query.matches }))
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [dispatch])

  return null
}
