// Where 'Receive FRA' / 'Receive WFRA' leads: the same pair with the native coin's id and the wrapped token's
// address exchanged, worked out from the URL's currency ids alone.
export interface ReceiveSwitchTarget {
  to: string
  /** What the user receives after following the link. */
  receive: 'native' | 'wrapped'
}

export function receiveSwitchTarget(
  idA: string,
  idB: string,
  wrappedAddress: string | undefined,
  isNativeId: (id: string) => boolean,
): ReceiveSwitchTarget | undefined {
  if (!wrappedAddress || !idA || !idB) return undefined
  const isWrapped = (id: string) => id.toLowerCase() === wrappedAddress.toLowerCase()
  if (isNativeId(idA) || isNativeId(idB)) {
    const swap = (id: string) => (isNativeId(id) ? wrappedAddress : id)
    return { to: `/remove/${swap(idA)}/${swap(idB)}`, receive: 'wrapped' }
  }
  if (isWrapped(idA) || isWrapped(idB)) {
    const swap = (id: string) => (isWrapped(id) ? 'ETH' : id)
    return { to: `/remove/${swap(idA)}/${swap(idB)}`, receive: 'native' }
  }
  return undefined
}
