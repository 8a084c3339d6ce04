import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'

import { compileHintsPlugin } from './scripts/lib/compileHintsPlugin.ts'
import { contentSecurityPolicyPlugin } from './scripts/lib/cspPlugin.ts'
import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'
import { landingPreloadPlugin } from './scripts/lib/landingPreloadPlugin.ts'
import { PREACT_FOR_REACT } from './scripts/lib/preactForReact.ts'
import { parseRpcOverrides } from './src/config/rpcOverrides.ts'

type ChunkingContext = Rolldown.ChunkingContext

/** A bad VITE_RPC_URL_<chainId> fails the build: shipped, it would leave the chain with no node to read from. */
function checkRpcOverrides(mode: string): void {
  const { errors } = parseRpcOverrides(loadEnv(mode, process.cwd(), 'VITE_'))
  if (errors.length > 0) throw new Error(`Invalid RPC override:\n  ${errors.join('\n  ')}`)
}

const src = new URL('./src', import.meta.url).pathname

const ENTRY_MODULE = `${src}/main.tsx`
const SWAP_PAGE_MODULE = `${src}/pages/Swap/index.tsx`

/** The static import closure of a module (dynamic imports excluded): what loads together with it. */
function staticImports(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const stack = [root]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * @ethersproject/bignumber's bn.js on the native bigint (src/shims/bnBigint.ts), for that importer only: the wallet
 * SDKs that use more of bn.js's API keep the real one. An alias cannot tell importers apart.
 */
const ethersBignumberOnBigint: Plugin = {
  name: 'ethers-bignumber-on-bigint',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'bn.js' && importer?.includes('/@ethersproject/bignumber/')) return `${src}/shims/bnBigint.ts`
    return null
  },
}

/**
 * Libraries replaced for one importer only, where the app needs a sliver of them (see the shims' comments): the
 * lazily loaded wallet SDKs that may use more keep the real ones. An alias cannot tell importers apart.
 */
const IMPORTER_SHIMS: { importer: string; source: string; shim: string }[] = [
  // decimal.js-light, big.js and toformat on bigint fractions (src/shims/sdkDecimal.ts).
  { importer: '/@uniswap/sdk/', source: 'decimal.js-light', shim: `${src}/shims/decimalLight.ts` },
  { importer: '/@uniswap/sdk/', source: 'big.js', shim: `${src}/shims/bigJs.ts` },
  { importer: '/@uniswap/sdk/', source: 'toformat', shim: `${src}/shims/toformat.ts` },
  // Keccak-256 alone rather than js-sha3's whole SHA-3 family.
  { importer: '/@ethersproject/keccak256/', source: 'js-sha3', shim: `${src}/shims/keccak.ts` },
]
const importerShims: Plugin = {
  name: 'importer-shims',
  enforce: 'pre',
  resolveId(source, importer) {
    const found = IMPORTER_SHIMS.find((entry) => entry.source === source && importer?.includes(entry.importer))
    return found?.shim ?? null
  },
}

/**
 * @web3-react/core imports ethers' providers with `await import(...)` in its source, but ships CommonJS, where that
 * became a `require` the bundler must resolve up front: ethers' providers (~19 KB gzipped) would join the first load
 * though only a connected wallet needs them. Its dynamic import is put back, after the first paint as the read
 * provider's is (it runs as the provider mounts, which could otherwise put the download ahead of the first frame);
 * the build fails if the code changed.
 */
const WEB3_REACT_PROVIDERS_REQUIRE = "Promise.resolve().then(() => __importStar(require('@ethersproject/providers')))"
const web3ReactDynamicProviders: Plugin = {
  name: 'web3-react-dynamic-providers',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('/@web3-react/core/dist/hooks.js')) return null
    if (!code.includes(WEB3_REACT_PROVIDERS_REQUIRE))
      throw new Error('@web3-react/core no longer imports @ethersproject/providers as expected: see vite.config.ts')
    const afterFirstPaint = `import('${src}/lib/afterFirstPaint.ts').then((module) => module.afterFirstPaint())`
    const importAfterPaint = `${afterFirstPaint}.then(() => import('@ethersproject/providers'))`
    return { code: code.replace(WEB3_REACT_PROVIDERS_REQUIRE, importAfterPaint), map: null }
  },
}

let firstLoad: { ctx: ChunkingContext; shell: Set<string>; swap: Set<string> } | undefined

/**
 * The first load's app modules in two chunks rather than one per module shared with a lazily loaded page (each
 * restarts gzip's dictionary and costs a request): 'shell' for what the entry imports, 'swap-shared' for what
 * the swap page adds (hooks, utils, components that other pages share too). The swap page itself stays a chunk.
 */
function firstLoadChunkName(id: string, ctx: ChunkingContext): string | null {
  if (firstLoad?.ctx !== ctx) {
    firstLoad = { ctx, shell: staticImports(ENTRY_MODULE, ctx), swap: staticImports(SWAP_PAGE_MODULE, ctx) }
  }
  // Vite's helper for dynamic imports runs with the shell's first lazy route.
  if (id.includes('vite/preload-helper')) return 'shell'
  if (!id.startsWith(`${src}/`) || id === SWAP_PAGE_MODULE) return null
  if (firstLoad.shell.has(id)) return 'shell'
  return firstLoad.swap.has(id) ? 'swap-shared' : null
}

const ETHERS_PROVIDERS =
  /node_modules\/@ethersproject\/(providers|web|networks)\/|\/src\/shims\/ethersProviders\.ts$|\/src\/connection\/(web3Provider\.ts$|rpc\/)/

const FIRST_LOAD_LIBRARIES = new RegExp(
  `node_modules/(${[
    'preact',
    'react',
    'react-dom',
    'scheduler',
    'react-redux',
    'redux',
    '@reduxjs/toolkit',
    'immer',
    'reselect',
    'styled-components',
    'stylis',
    '@emotion/[^/]+',
    '@ethersproject/[^/]+',
    'bech32',
    '@web3-react/(?:core|store|types)',
    'zustand',
    'use-sync-external-store',
    'eventemitter3',
    '@uniswap/sdk',
    'tiny-invariant',
    'tiny-warning',
  ].join('|')})/`,
)

export default defineConfig(({ mode }) => {
  checkRpcOverrides(mode)
  return {
    base: './',
    // No React plugin: JSX compiles by tsconfig's `react-jsx` (to preact/compat, see PREACT_FOR_REACT), and React's
    // fast refresh cannot drive Preact, so an edit in dev reloads the page.
    plugins: [
      contentSecurityPolicyPlugin(),
      landingPreloadPlugin(SWAP_PAGE_MODULE),
      compileHintsPlugin(SWAP_PAGE_MODULE),
      ethersBignumberOnBigint,
      importerShims,
      web3ReactDynamicProviders,
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        ...PREACT_FOR_REACT,
        // The `<chainId>.json` deployment files the build picks up (src/config/deployments/index.ts).
        { find: /^@deployments\//, replacement: `${deploymentsDir()}/` },
        // Keep what the app never runs off the first load: see the comments in src/shims/.
        { find: /^@ethersproject\/providers$/, replacement: `${src}/shims/ethersProviders.ts` },
        { find: /^@ethersproject\/signing-key$/, replacement: `${src}/shims/ethersSigningKey.ts` },
        { find: /^@ethersproject\/sha2$/, replacement: `${src}/shims/ethersSha2.ts` },
        // @ethersproject/hash imports its normaliser relatively; nothing else in the build has this path.
        { find: /^\.\/ens-normalize\/lib(\.js)?$/, replacement: `${src}/shims/ensNormalize.ts` },
        // Likewise its EIP-712 encoder: nothing else in the build imports './typed-data'.
        { find: /^\.\/typed-data(\.js)?$/, replacement: `${src}/shims/ethersTypedData.ts` },
        // JSBI's statics on the native bigint: see src/shims/jsbiBigint.ts.
        { find: /^jsbi$/, replacement: `${src}/shims/jsbiBigint.ts` },
        { find: /^bech32$/, replacement: `${src}/shims/bech32.ts` },
        { find: /^@ethersproject\/basex$/, replacement: `${src}/shims/ethersBasex.ts` },
        // @ethersproject/bignumber imports it relatively; nothing else in the build has this path.
        { find: /^\.\/fixednumber(\.js)?$/, replacement: `${src}/shims/ethersFixedNumber.ts` },
        // On React 19 use-sync-external-store's shims hand out React's own hook: skip the extra copies.
        { find: /^use-sync-external-store\/shim$/, replacement: `${src}/shims/useSyncExternalStore.ts` },
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    // The manifest maps the entry to its static imports: scripts/size.ts measures the first load from it.
    build: {
      sourcemap: true,
      manifest: true,
      // No modulepreload polyfill in the entry: a browser without <link rel="modulepreload"> (Safari before 17)
      // still loads every module, only without the head start.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // An expected notice, not a build problem: 'use client' directives mean nothing in a client-only bundle
        // (React's Vite plugin used to drop this notice).
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return
          handler(level, log)
        },
        output: {
          codeSplitting: {
            groups: [
              // ethers' providers and what only they use: loaded with the first chain read
              // (src/connection/readProvider.ts) or a wallet's connection, not with the first paint.
              { name: 'ethers-providers', test: ETHERS_PROVIDERS, includeDependenciesRecursively: false },
              // The libraries every page needs from the first load, in one chunk instead of a dozen shared ones
              // (each extra chunk restarts gzip's dictionary). Only libraries on the first load belong here.
              { name: 'vendor', test: FIRST_LOAD_LIBRARIES },
              // Only the modules named, not their dependencies: those belong to the shell or the vendor chunk.
              { name: firstLoadChunkName, debugName: 'first-load', includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  }
})
