import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, httpRpcOrigins } from './csp'

const connectSrc = (env: Record<string, string>) => /connect-src ([^;]*)/.exec(contentSecurityPolicy(env))?.[1]

describe('contentSecurityPolicy', () => {
  it('lets a build for a real chain reach https and wss only', () => {
    expect(connectSrc({ VITE_DEFAULT_CHAIN_ID: '2152' })).toBe("'self' https: wss:")
    expect(connectSrc({})).toBe("'self' https: wss:")
  })

  it('lets the local chain build reach any loopback port and its configured node', () => {
    expect(connectSrc({ VITE_DEFAULT_CHAIN_ID: '31337', VITE_LOCAL_RPC_URL: 'http://10.0.0.2:8545' })).toBe(
      "'self' https: wss: http://127.0.0.1:* http://localhost:* http://10.0.0.2:8545",
    )
  })

  it('admits the http origins an operator names in VITE_RPC_URL_<chainId>, once each', () => {
    const env = {
      VITE_RPC_URL_2153: 'http://127.0.0.1:9545/rpc,https://x.example',
      VITE_RPC_URL_1: 'http://127.0.0.1:9545',
    }
    expect(httpRpcOrigins(env)).toEqual(['http://127.0.0.1:9545'])
    expect(connectSrc({ ...env, VITE_DEFAULT_CHAIN_ID: '2153' })).toBe("'self' https: wss: http://127.0.0.1:9545")
  })

  it("forbids inline and eval'd script", () => {
    expect(contentSecurityPolicy({})).toContain("script-src 'self';")
  })
})
