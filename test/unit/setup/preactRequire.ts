// CommonJS libraries (@web3-react/core…) are loaded by Node, not by Vite, so the config's aliases do not reach their
// require('react'): send those to preact/compat too, as the build does (scripts/lib/preactForReact.ts).
import Module from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The ES files (Node 20.19+ requires them): the same module instances as the ES imports of the code under test, not
// a second copy of Preact whose hooks would see no component rendering.
const preactDir = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/preact')
const file = (path: string) => join(preactDir, path)
const compat = file('compat/dist/compat.mjs')
const REACT_ON_PREACT = new Map<string, string>(
  Object.entries({
    react: compat,
    'react-dom': compat,
    'react-dom/client': file('compat/client.mjs'),
    'react/jsx-runtime': file('compat/jsx-runtime.mjs'),
    'react/jsx-dev-runtime': file('compat/jsx-dev-runtime.mjs'),
    preact: file('dist/preact.mjs'),
    'preact/hooks': file('hooks/dist/hooks.mjs'),
    'preact/compat': compat,
  }),
)

type Resolve = (this: unknown, request: string, ...rest: unknown[]) => string
const internals = Module as unknown as { _resolveFilename: Resolve }
const resolve = internals._resolveFilename
internals._resolveFilename = (request, ...rest) =>
  resolve.call(Module, REACT_ON_PREACT.get(request) ?? request, ...rest)
