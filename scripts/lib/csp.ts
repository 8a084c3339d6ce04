// The production build's Content-Security-Policy. Chain RPCs, token lists and IPFS gateways are https; plain-http
// RPCs are allowed only where the build uses them: the local chain's node when the build serves it, and the
// origins an operator names in VITE_RPC_URL_<chainId>. A build for a real chain admits no loopback node.
import { parseRpcOverrides } from '../../src/config/rpcOverrides.ts'

const LOCAL_CHAIN_ID = '31337'

export function httpRpcOrigins(env: Record<string, string | undefined>): string[] {
  const urls = Object.values(parseRpcOverrides(env).urls).flat()
  if (env.VITE_DEFAULT_CHAIN_ID === LOCAL_CHAIN_ID) {
    urls.push(env.VITE_LOCAL_RPC_URL || 'http://127.0.0.1:8545')
  }
  const origins = urls.filter((url) => url.startsWith('http://')).map((url) => new URL(url).origin)
  return [...new Set(origins)]
}

export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  // The local chain's end-to-end workers reroute the build's RPC URL to nodes on other ports: any loopback port.
  const local = env.VITE_DEFAULT_CHAIN_ID === LOCAL_CHAIN_ID ? ['http://127.0.0.1:*', 'http://localhost:*'] : []
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self' https: wss:", ...local, ...httpRpcOrigins(env)].join(' '),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ')
}
