import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import layers from './eslint/layers.js'

const SDK_IMPORT = { name: '@uniswap/sdk', message: "Import the SDK from '@/sdk' (it registers the app's chains)." }
const WALLET_IMPORT = {
  name: '@web3-react/core',
  importNames: ['useWeb3React'],
  message: "Import useWeb3React from '@/connection/web3Context' (its value changes only when the wallet does).",
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'coverage',
      'test-results',
      'playwright-report',
      'contracts/artifacts',
      'dist-e2e-*',
      'dist-bench-live',
      'dist-bench-chart',
      'src/utils/lists/validateTokenListSchema.js',
      'src/abis/types',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Untrusted text renders as text only.',
        },
        {
          // The generated types hold no code and are git-ignored: an import that is not `import type` (even
          // `import { type X }`) stays in the output and fails wherever they were not generated (unit tests).
          selector: "ImportDeclaration[importKind!='type'][source.value=/^@\\/abis\\/types/]",
          message: "Import TypeChain types with `import type { … } from '@/abis/types'`.",
        },
      ],
    },
  },
  {
    // The SDK's chain registration lives in src/sdk: everyone else imports '@/sdk' so it has run. The wallet is read
    // through src/connection/web3Context.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sdk/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SDK_IMPORT, WALLET_IMPORT] }],
    },
  },
  {
    // The one reader of web3-react's own context (it keeps the value's identity for everyone else).
    files: ['src/connection/WalletProvider.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [SDK_IMPORT] }] },
  },
  {
    // The layering of src/: no page imports another page, state sits below hooks, components and pages, only tests
    // import src/test-support (see eslint/layers.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  {
    // Only the app has React hooks; Playwright fixtures name their callback `use` too.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
)
