// A recipient typed as an address or an ENS name → its address. Names resolve only on Ethereum (where ENS
// lives); elsewhere a name has no address, which the swap page shows as 'Invalid recipient'.
import { getAddress } from '@ethersproject/address'
import { useEffect, useMemo, useState } from 'react'

import { ChainId } from '@/config/chains'
import { useReadProvider } from '@/connection/readProviderHook'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useDebounce } from '@/lib/useDebounce'
import { classifyRecipient, NAME_LOOKUP_DEBOUNCE_MS } from '@/utils/ens/ens'

export interface ENSResult {
  /** Checksummed address, or null while unknown or unresolvable. */
  address: string | null
  /** The name typed, when one was typed. */
  name: string | null
  loading: boolean
}

interface Resolution {
  name: string
  address: string | null
}

export function useENS(nameOrAddress?: string | null): ENSResult {
  const chainId = useActiveChainId()
  const readProvider = useReadProvider()
  const parsed = useMemo(() => (nameOrAddress ? classifyRecipient(nameOrAddress) : undefined), [nameOrAddress])
  const lookup = parsed?.kind === 'name' && chainId === ChainId.MAINNET ? parsed.name : undefined
  const debouncedLookup = useDebounce(lookup, NAME_LOOKUP_DEBOUNCE_MS)
  const [resolution, setResolution] = useState<Resolution>()

  useEffect(() => {
    if (!debouncedLookup) return
    let isStale = false
    const settle = (address: string | null) => {
      if (!isStale) setResolution({ name: debouncedLookup, address })
    }
    readProvider
      .resolveName(debouncedLookup)
      .then((address) => settle(address ? getAddress(address) : null))
      .catch((error: unknown) => {
        console.debug('ENS lookup failed', debouncedLookup, error)
        settle(null)
      })
    return () => {
      isStale = true
    }
  }, [debouncedLookup, readProvider])

  return useMemo(() => {
    if (parsed?.kind === 'address') return { address: parsed.address, name: null, loading: false }
    if (parsed?.kind !== 'name') return { address: null, name: null, loading: false }
    if (!lookup) return { address: null, name: parsed.name, loading: false }
    const isResolved = resolution?.name === lookup && debouncedLookup === lookup
    return { address: isResolved ? resolution.address : null, name: parsed.name, loading: !isResolved }
  }, [parsed, lookup, debouncedLookup, resolution])
}
