// Hooks over the user settings: theme, expert and single-hop modes, slippage, deadline, added tokens and pairs.
import { type UnknownAction } from '@reduxjs/toolkit'
import { useCallback, useMemo } from 'react'

import { useActiveChainId } from '@/connection/useActiveChainId'
import { type ChainId as SdkChainId, Token } from '@/sdk'
import { useAppDispatch, useAppSelector } from '@/state/hooks'
import type { RootState } from '@/state/reducer'
import { sanitizeTokenName, sanitizeTokenSymbol } from '@/utils/tokens/sanitizeTokenText'

import {
  addSerializedPair,
  addSerializedToken,
  removeSerializedToken,
  type SerializedToken,
  setUserNode,
  toggleURLWarning,
  updateUserDarkMode,
  updateUserDeadline,
  updateUserExactApproval,
  updateUserExpertMode,
  updateUserSingleHopOnly,
  updateUserSlippageTolerance,
} from './slice'

export function serializeToken(token: Token): SerializedToken {
  return {
    chainId: token.chainId,
    address: token.address,
    decimals: token.decimals,
    ...(token.symbol === undefined ? {} : { symbol: token.symbol }),
    ...(token.name === undefined ? {} : { name: token.name }),
  }
}

export function deserializeToken(serialized: SerializedToken): Token {
  // The SDK's ChainId enum lists Ethereum chains only; its logic works for any id (see STACK-NOTES).
  return new Token(
    serialized.chainId as SdkChainId,
    serialized.address,
    serialized.decimals,
    // Imported before names were cleaned, or edited in storage: cleaned again on the way in.
    serialized.symbol === undefined ? undefined : sanitizeTokenSymbol(serialized.symbol),
    serialized.name === undefined ? undefined : sanitizeTokenName(serialized.name),
  )
}

/** [on, toggle]: the toggle dispatches `update` with the opposite of `isOn` (a module-level function, so stable). */
function useUserToggle(isOn: boolean, update: (on: boolean) => UnknownAction): [boolean, () => void] {
  const dispatch = useAppDispatch()
  const toggle = useCallback(() => void dispatch(update(!isOn)), [dispatch, isOn, update])
  return [isOn, toggle]
}

const setDarkMode = (userDarkMode: boolean) => updateUserDarkMode({ userDarkMode })
const setExpertMode = (userExpertMode: boolean) => updateUserExpertMode({ userExpertMode })

/** The user's choice, else the system's preference. The URL's ?theme= is applied by the ThemeProvider on top. */
export function useIsDarkMode(): boolean {
  const userDarkMode = useAppSelector((state) => state.user.userDarkMode)
  const matchesDarkMode = useAppSelector((state) => state.user.matchesDarkMode)
  return userDarkMode ?? matchesDarkMode
}

/** [dark mode on, toggle]: toggling records an explicit user choice (it stops following the system). */
export function useDarkModeManager(): [boolean, () => void] {
  return useUserToggle(useIsDarkMode(), setDarkMode)
}

export function useIsExpertMode(): boolean {
  return useAppSelector((state) => state.user.userExpertMode)
}

/** [expert mode on, toggle]. The typed-'confirm' prompt before turning it on belongs to the settings UI. */
export function useExpertModeManager(): [boolean, () => void] {
  return useUserToggle(useIsExpertMode(), setExpertMode)
}

/** [the setting's value, a setter]: the setter dispatches `update` (a module-level function, so it stays stable). */
function useUserSetting<T>(
  select: (state: RootState) => T,
  update: (value: T) => UnknownAction,
): [T, (value: T) => void] {
  const dispatch = useAppDispatch()
  const value = useAppSelector(select)
  const set = useCallback((next: T) => void dispatch(update(next)), [dispatch, update])
  return [value, set]
}

const setSingleHopOnly = (userSingleHopOnly: boolean) => updateUserSingleHopOnly({ userSingleHopOnly })
const setExactApproval = (userExactApproval: boolean) => updateUserExactApproval({ userExactApproval })
const setSlippageTolerance = (userSlippageTolerance: number) => updateUserSlippageTolerance({ userSlippageTolerance })
const setDeadline = (userDeadline: number) => updateUserDeadline({ userDeadline })

export function useUserSingleHopOnly(): [boolean, (singleHopOnly: boolean) => void] {
  return useUserSetting((state) => state.user.userSingleHopOnly, setSingleHopOnly)
}

/** [approve exact amounts (else unlimited), setter]. */
export function useUserExactApproval(): [boolean, (exactApproval: boolean) => void] {
  return useUserSetting((state) => state.user.userExactApproval, setExactApproval)
}

/** [slippage in basis points, setter]; the reducer ignores values outside whole bips in [0, 5000). */
export function useUserSlippageTolerance(): [number, (bips: number) => void] {
  return useUserSetting((state) => state.user.userSlippageTolerance, setSlippageTolerance)
}

/** [deadline in seconds, setter]; the reducer ignores anything but positive whole seconds. */
export function useUserDeadline(): [number, (seconds: number) => void] {
  return useUserSetting((state) => state.user.userDeadline, setDeadline)
}

export function useAddUserToken(): (token: Token) => void {
  const dispatch = useAppDispatch()
  return useCallback(
    (token: Token) => {
      dispatch(addSerializedToken({ serializedToken: serializeToken(token) }))
    },
    [dispatch],
  )
}

export function useRemoveUserToken(): (chainId: number, address: string) => void {
  const dispatch = useAppDispatch()
  return useCallback(
    (chainId: number, address: string) => {
      dispatch(removeSerializedToken({ chainId, address }))
    },
    [dispatch],
  )
}

/** Tokens the user imported on the active chain. */
export function useUserAddedTokens(): Token[] {
  const chainId = useActiveChainId()
  const serialized = useAppSelector((state) => state.user.tokens[chainId])
  return useMemo(() => (serialized ? Object.values(serialized).map(deserializeToken) : []), [serialized])
}

/** Remembers a pair (e.g. after adding liquidity or finding it) so the pool page keeps tracking it. */
export function usePairAdder(): (tokenA: Token, tokenB: Token) => void {
  const dispatch = useAppDispatch()
  return useCallback(
    (tokenA: Token, tokenB: Token) => {
      dispatch(
        addSerializedPair({ serializedPair: { token0: serializeToken(tokenA), token1: serializeToken(tokenB) } }),
      )
    },
    [dispatch],
  )
}

/**
 * Pairs the user saved on the active chain, as token pairs (token0 sorts first). The pool page adds
 * pinned pairs and base-token combinations of the user's tokens on top.
 */
export function useTrackedUserPairs(): [Token, Token][] {
  const chainId = useActiveChainId()
  const saved = useAppSelector((state) => state.user.pairs[chainId])
  return useMemo(
    () =>
      saved
        ? Object.values(saved).map((pair): [Token, Token] => [
            deserializeToken(pair.token0),
            deserializeToken(pair.token1),
          ])
        : [],
    [saved],
  )
}

export function useURLWarningVisible(): boolean {
  return useAppSelector((state) => state.user.URLWarningVisible)
}

export function useURLWarningToggle(): () => void {
  const dispatch = useAppDispatch()
  return useCallback(() => {
    dispatch(toggleURLWarning())
  }, [dispatch])
}

/** [the user's own node for the chain, setter (null: the built-in nodes)]. */
export function useUserNode(chainId: number): [string | undefined, (url: string | null) => void] {
  const dispatch = useAppDispatch()
  const url = useAppSelector((state) => state.user.rpcUrls[chainId])
  const set = useCallback(
    (next: string | null) => void dispatch(setUserNode({ chainId, url: next })),
    [chainId, dispatch],
  )
  return [url, set]
}
