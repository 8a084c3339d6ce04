import { act, cleanup, render, waitFor } from '@testing-library/react'
import type { Web3ContextType } from '@web3-react/core'
import { afterEach, describe, expect, it } from 'vitest'

import { DEFAULT_CHAIN_ID } from '@/config/chains'

import { metaMaskStore } from './metaMask'
import { useActiveChainId } from './useActiveChainId'
import { WalletProvider } from './WalletProvider'
import { useWeb3React } from './web3Context'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Lets web3-react's provider import (which renders its provider again once resolved) and every update settle. */
const settle = () =>
  act(async () => {
    await import('@ethersproject/providers')
    await new Promise((resolve) => setTimeout(resolve, 20))
  })

function renderReader() {
  const seen: Web3ContextType[] = []
  function Reader() {
    seen.push(useWeb3React())
    return null
  }
  render(
    <WalletProvider>
      <Reader />
    </WalletProvider>,
  )
  return seen
}

afterEach(() => {
  cleanup()
  metaMaskStore.setState({ chainId: undefined, accounts: undefined, activating: false })
})

describe('WalletProvider', () => {
  it('renders a reader once while web3-react settles with no wallet changing', async () => {
    const seen = renderReader()
    // web3-react renders its provider again once each connector's provider import has resolved; its context gets
    // a new value then (a fresh ENSNames array and hooks object), which would render every reader again.
    await settle()
    expect(seen).toHaveLength(1)
    expect(seen[0].account).toBeUndefined()
  })

  it('gives readers the new account and chain when the wallet connects, and only then', async () => {
    const seen = renderReader()
    await settle()
    act(() => metaMaskStore.setState({ chainId: 31337, accounts: [ACCOUNT], activating: false }))
    await waitFor(() => expect(seen.at(-1)?.account).toBe(ACCOUNT))
    const rendersConnected = seen.length
    expect(seen.at(-1)).toMatchObject({ chainId: 31337, accounts: [ACCOUNT], isActive: true })
    await settle()
    expect(seen).toHaveLength(rendersConnected)
  })

  it('refuses a reader outside it', () => {
    function Reader() {
      useWeb3React()
      return null
    }
    expect(() => render(<Reader />)).toThrow('within WalletProvider')
  })

  it("gives readers the chain the app reads from: the wallet's when the app supports it, else the default", async () => {
    const chains: number[] = []
    function Reader() {
      chains.push(useActiveChainId())
      return null
    }
    render(
      <WalletProvider>
        <Reader />
      </WalletProvider>,
    )
    await settle()
    expect(chains).toEqual([DEFAULT_CHAIN_ID])
    act(() => metaMaskStore.setState({ chainId: 31337, accounts: [ACCOUNT], activating: false }))
    await waitFor(() => expect(chains.at(-1)).toBe(31337))
    act(() => metaMaskStore.setState({ chainId: 999_999, accounts: [ACCOUNT], activating: false }))
    await waitFor(() => expect(chains.at(-1)).toBe(DEFAULT_CHAIN_ID))
  })

  it('refuses a reader of the active chain outside it', () => {
    function Reader() {
      useActiveChainId()
      return null
    }
    expect(() => render(<Reader />)).toThrow('within ActiveChainProvider')
  })
})
