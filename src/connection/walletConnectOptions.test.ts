import { describe, expect, it } from 'vitest'

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
})
