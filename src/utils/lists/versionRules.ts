// What to do with a list's pending update, from its version bump and the changes it actually makes.
import { getVersionUpgrade, minVersionBump, type TokenList, VersionUpgrade } from '@uniswap/token-lists'

/**
 * The spec: an update is auto-accepted on a major bump, or on a minor or patch bump only if that bump
 * is at least as large as the changes detected (removals need major, additions minor, edits patch);
 * otherwise it is logged and not applied. "A list-update popup can be accepted or dismissed; auto
 * updates are only announced": so AUTO_ACCEPT applies the update and announces it (popup with
 * auto: true), and BLOCKED logs, leaves the update pending and offers it to the user in a popup
 * (auto: false) to accept or dismiss — the "otherwise a popup with accept or dismiss".
 * The Uniswap interface of the V2 era did the opposite on a major bump (asked the user); the spec
 * here asks for the major bump to be taken automatically, and the spec wins.
 *
 * NONE: no pending update, or it is not newer than the current list.
 */
export type ListUpdateDecision = 'NONE' | 'AUTO_ACCEPT' | 'BLOCKED'

export function decideListUpdate(current: TokenList | null, pendingUpdate: TokenList | null): ListUpdateDecision {
  if (!current || !pendingUpdate) return 'NONE'
  const bump = getVersionUpgrade(current.version, pendingUpdate.version)
  switch (bump) {
    case VersionUpgrade.NONE:
      return 'NONE'
    case VersionUpgrade.MAJOR:
      return 'AUTO_ACCEPT'
    case VersionUpgrade.MINOR:
    case VersionUpgrade.PATCH:
      return bump >= minVersionBump(current.tokens, pendingUpdate.tokens) ? 'AUTO_ACCEPT' : 'BLOCKED'
  }
}
