// The wallet as the app reads it: web3-react's context, with one value for as long as what it holds stays the same
// (WalletProvider keeps it). The app imports useWeb3React from here, not from the library (ESLint says so).
import type { Web3ContextType } from '@web3-react/core'
import { createContext, useContext } from 'react'

export const WalletContext = createContext<Web3ContextType | undefined>(undefined)

export function useWeb3React(): Web3ContextType {
  const value = useContext(WalletContext)
  if (!value) throw new Error('useWeb3React can only be used within WalletProvider')
  return value
}
