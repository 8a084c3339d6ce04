// Address poisoning: an attacker sends a worthless transfer from the victim's account to an address made to share the
// first and last characters of one the victim uses, so that it shows in the victim's history and gets copied from
// there. People compare addresses by their ends; a recipient that matches an address used before on its first four
// and last four hex characters but is not that address is the mark of it. Case (checksums) never decides.

/** Hex characters compared at each end, after `0x`. */
export const LOOKALIKE_END_CHARS = 4

export type RecipientCheck =
  /** The account has used this very address before. */
  | { kind: 'known' }
  /** Neither used before nor like one that was. */
  | { kind: 'firstTime' }
  /** Not used before, but it looks like `usedBefore`, which was. */
  | { kind: 'lookalike'; usedBefore: string }

const hexBody = (address: string) => address.toLowerCase().replace(/^0x/, '')

/** Two different addresses with the same first and last four hex characters. */
export function looksAlike(a: string, b: string): boolean {
  const [x, y] = [hexBody(a), hexBody(b)]
  return (
    x !== y &&
    x.slice(0, LOOKALIKE_END_CHARS) === y.slice(0, LOOKALIKE_END_CHARS) &&
    x.slice(-LOOKALIKE_END_CHARS) === y.slice(-LOOKALIKE_END_CHARS)
  )
}

/** What the account's history says of `address` (a resolved, valid address) given the addresses it used before. */
export function checkRecipient(address: string, usedBefore: Iterable<string>): RecipientCheck {
  const target = hexBody(address)
  let lookalike: string | undefined
  for (const used of usedBefore) {
    if (hexBody(used) === target) return { kind: 'known' }
    if (lookalike === undefined && looksAlike(used, address)) lookalike = used
  }
  return lookalike === undefined ? { kind: 'firstTime' } : { kind: 'lookalike', usedBefore: lookalike }
}
