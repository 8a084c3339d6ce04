import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Rolldown } from 'vite'

import { compileHintsPlugin } from './scripts/lib/compileHintsPlugin.ts'
import { contentSecurityPolicyPlugin } from './scripts/lib/cspPlugin.ts'
import { deploymentsDir } from './scripts/lib/deploymentsDir.ts'
import { lazyEnsTablesPlugin } from './scripts/lib/lazyEnsTablesPlugin.ts'
import { preloadListPlugin } from './scripts/lib/preloadListPlugin.ts'
import { prerenderPlugin } from './scripts/lib/prerenderPlugin.ts'
import { styledComponentIdsPlugin } from './scripts/lib/styledComponentIds.ts'
import { parseChainOverrides } from './src/config/chainOverrides.ts'
import {
  WALLETCONNECT_CONNECTOR_META,
  WALLETCONNECT_QR_MODAL_META,
  WALLETCONNECT_QR_MODAL_VIEWS_META,
} from './src/connection/walletConnectChunks.ts'

type ChunkingContext = Rolldown.ChunkingContext

/**
 * A bad VITE_RPC_URL_<chainId> or VITE_BLOCK_POLLING_MS_<chainId> fails the build: shipped, it would leave the chain
 * with no node to read from, or polled at the built-in pace the operator meant to replace.
 */
function checkChainOverrides(mode: string): void {
  const { errors } = parseChainOverrides(loadEnv(mode, process.cwd(), 'VITE_'))
  if (errors.length > 0) throw new Error(`Invalid chain override:\n  ${errors.join('\n  ')}`)
}

const projectRoot = new URL('.', import.meta.url).pathname.replace(/\/$/, '')
const src = `${projectRoot}/src`

const ENTRY_MODULE = `${src}/main.tsx`
/** What the entry starts once the prerendered page is on screen: the app's providers, store and first render. */
const START_MODULE = `${src}/start.tsx`
const SWAP_PAGE_MODULE = `${src}/pages/Swap/index.tsx`
/** The libraries the entry evaluates first, in a task of their own (src/earlyLibraries.ts). */
const EARLY_LIBRARIES_MODULE = `${src}/earlyLibraries.ts`
/** The libraries it evaluates next, in a task of their own (src/tradeLibraries.ts). */
const TRADE_LIBRARIES_MODULE = `${src}/tradeLibraries.ts`
/** The other libraries of the start, evaluated third in a task of their own (src/shellLibraries.ts). */
const SHELL_LIBRARIES_MODULE = `${src}/shellLibraries.ts`
/** The app's store, evaluated after the libraries in a task of its own (src/appState.ts). */
const APP_STATE_MODULE = `${src}/appState.ts`

/**
 * The modules the entry imports one per task, each placed in the chunk it is there to evaluate: the entry then
 * imports that chunk itself. Given a chunk of their own, each was one more request, one more module fetch and one
 * more compile on the load's main thread, for a file of a few bytes.
 */
const TASK_CHUNKS = new Map([
  [EARLY_LIBRARIES_MODULE, 'vendor-early'],
  [TRADE_LIBRARIES_MODULE, 'vendor-trade'],
  [SHELL_LIBRARIES_MODULE, 'vendor'],
  [APP_STATE_MODULE, 'shell-state'],
])

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
 * Libraries the first load evaluates but whose functions the first screen does not call: ethers' providers (the SDK
 * imports them for its Fetcher, and web3-react's core requires the package, CommonJS, for a wallet's provider; the
 * app's own reads use it only past src/connection/web3Provider.ts) and the signing code under ethers' contracts
 * (elliptic's curves, which nothing uses until a signature is checked).
 * Their chunk is left without the compile hint (scripts/lib/compileHintsPlugin.ts): V8 compiles a function of it
 * when it first runs, if ever, instead of every function while the page loads.
 */
const IDLE_LIBRARIES =
  /\/node_modules\/(@ethersproject\/(providers|networks|web|sha2|signing-key|transactions|abstract-signer|random|basex)|hash\.js|minimalistic-assert|inherits|bech32)\//
const IDLE_LIBRARIES_CHUNK = 'vendor-idle'

/**
 * What picking WalletConnect loads (src/connection/walletConnect.ts), for the wallet dialog to preload
 * (src/connection/walletConnectPreload.ts): the connector and the app's options for it; then, where the pairing is
 * shown as a QR code, Reown's modal, which WalletConnect's provider imports as it starts; and the views the modal
 * imports the first time it opens. A build without a WalletConnect project id has none of these chunks and lists
 * nothing.
 */
const WALLETCONNECT_PRELOADS = [
  {
    meta: WALLETCONNECT_CONNECTOR_META,
    modules: [
      /\/node_modules\/@web3-react\/walletconnect-v2\/dist\/index\.js$/,
      `${src}/connection/walletConnectOptions.ts`,
      `${src}/connection/walletConnectModal.ts`,
    ],
  },
  { meta: WALLETCONNECT_QR_MODAL_META, modules: [/\/node_modules\/@reown\/appkit\/dist\/esm\/exports\/core\.js$/] },
  {
    meta: WALLETCONNECT_QR_MODAL_VIEWS_META,
    modules: [
      /\/node_modules\/@reown\/appkit-scaffold-ui\/dist\/esm\/exports\/basic\.js$/,
      /\/node_modules\/@reown\/appkit-scaffold-ui\/dist\/esm\/exports\/w3m-modal\.js$/,
    ],
  },
]

let firstLoad:
  | {
      ctx: ChunkingContext
      entry: Set<string>
      early: Set<string>
      trade: Set<string>
      state: Set<string>
      shell: Set<string>
      swap: Set<string>
    }
  | undefined

/**
 * The first load in a few chunks rather than one per module shared with a lazily loaded page (each restarts gzip's
 * dictionary and costs a request). A chunk is evaluated whole, so the libraries the entry evaluates in a task of their
 * own have a chunk each: 'vendor-early' first, then 'vendor-trade' (the SDK). 'vendor' holds the other libraries the
 * entry and the swap page import, less 'vendor-idle' (those whose functions the load does not call), and is
 * evaluated third; 'shell-state' the store, fourth (see TASK_CHUNKS). 'shell' holds the app modules the start imports,
 * 'swap-shared' those the swap page adds (hooks, utils, components that other pages share too). The swap page itself
 * stays a chunk; everything else splits as Rolldown decides.
 */
function firstLoadChunkName(id: string, ctx: ChunkingContext): string | null {
  if (firstLoad?.ctx !== ctx) {
    firstLoad = {
      ctx,
      entry: staticImports(ENTRY_MODULE, ctx),
      early: staticImports(EARLY_LIBRARIES_MODULE, ctx),
      trade: staticImports(TRADE_LIBRARIES_MODULE, ctx),
      state: staticImports(APP_STATE_MODULE, ctx),
      shell: staticImports(START_MODULE, ctx),
      swap: staticImports(SWAP_PAGE_MODULE, ctx),
    }
  }
  const { entry, early, trade, state, shell, swap } = firstLoad
  const taskChunk = TASK_CHUNKS.get(id)
  if (taskChunk) return taskChunk
  // The entry's own modules stay out of these chunks: it must run without them.
  if (id === START_MODULE || id === SWAP_PAGE_MODULE || entry.has(id)) return null
  if (!shell.has(id) && !swap.has(id)) return null
  // The app's own files outside src/ (English, public/locales/en.json; the deployments) go with the code that reads them.
  if (!id.startsWith(`${projectRoot}/`) || id.includes('/node_modules/')) {
    if (early.has(id)) return 'vendor-early'
    if (IDLE_LIBRARIES.test(id)) return IDLE_LIBRARIES_CHUNK
    return trade.has(id) ? 'vendor-trade' : 'vendor'
  }
  if (state.has(id) && id !== APP_STATE_MODULE) return 'shell-state'
  return shell.has(id) ? 'shell' : 'swap-shared'
}

export default defineConfig(({ mode }) => {
  checkChainOverrides(mode)
  return {
    base: './',
    plugins: [
      styledComponentIdsPlugin(projectRoot),
      react(),
      contentSecurityPolicyPlugin(),
      lazyEnsTablesPlugin(),
      compileHintsPlugin({ modules: [START_MODULE, SWAP_PAGE_MODULE], unhinted: [IDLE_LIBRARIES_CHUNK] }),
      preloadListPlugin({ groups: WALLETCONNECT_PRELOADS, firstLoadModules: [START_MODULE, SWAP_PAGE_MODULE] }),
      prerenderPlugin({ render: `${src}/prerender/render.tsx`, guard: `${src}/prerender/guard.ts` }),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${src}/` },
        // The `<chainId>.json` deployment files the build picks up (src/config/deployments/index.ts).
        { find: /^@deployments\//, replacement: `${deploymentsDir()}/` },
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
              // Only the modules named, not their dependencies: each is named itself.
              { name: firstLoadChunkName, debugName: 'first-load', includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  }
})
