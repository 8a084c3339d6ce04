import { initializeConnector } from '@web3-react/core'
import { WalletConnect } from '@web3-react/walletconnect-v2'
import { describe, expect, it } from 'vitest'

import { DEFAULT_CHAIN_ID } from '@/config/chains'
import { INJECTED_SUPPORTED_CHAIN_IDS } from '@/config/wallets'

import { walletConnectOptions } from './walletConnectOptions'

const PAGE = new URL('https://app.venom.example/#/swap')

describe('walletConnectOptions', () => {
  it("uses WalletConnect's public relay unless the build names one", () => {
    expect(walletConnectOptions('project', PAGE)).not.toHaveProperty('relayUrl')
    expect(walletConnectOptions('project', PAGE, 'ws://127.0.0.1:4180').relayUrl).toBe('ws://127.0.0.1:4180')
  })

  it('tells the wallet which site asks and where to return', () => {
    const { projectId, metadata } = walletConnectOptions('project', PAGE)
    expect(projectId).toBe('project')
    expect(metadata).toMatchObject({ url: 'https://app.venom.example', redirect: { universal: PAGE.href } })
    expect(metadata?.icons).toEqual(['https://app.venom.example/favicon.svg'])
  })

  it('shows the pairing in Reown’s modal on a desktop, and leaves it to the app on a phone', () => {
    expect(walletConnectOptions('project', PAGE)).toMatchObject({ showQrModal: true, qrModalOptions: {} })
    const phone = walletConnectOptions('project', PAGE, undefined, { qrModal: false })
    expect(phone.showQrModal).toBe(false)
    expect(phone).not.toHaveProperty('qrModalOptions')
  })

  it('lets web3-react start a session on the default chain or any other the app supports', () => {
    // The connector puts the chain it activates first in each list and throws when a list lacks it (a required list
    // of the default alone made every chain switch fail; an optional list without the default, every connect).
    const options = walletConnectOptions('project', PAGE)
    expect(options.optionalChains?.[0]).toBe(DEFAULT_CHAIN_ID)
    expect([...(options.optionalChains ?? [])].sort()).toEqual([...INJECTED_SUPPORTED_CHAIN_IDS].sort())
    for (const chainId of INJECTED_SUPPORTED_CHAIN_IDS) {
      const [connector] = initializeConnector<WalletConnect>(
        (actions) => new WalletConnect({ actions, options, defaultChainId: chainId }),
      )
      expect(connector).toBeInstanceOf(WalletConnect)
    }
  })
})
