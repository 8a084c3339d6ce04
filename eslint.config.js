import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
      'src/utils/lists/validateTokenListSchema.js',
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
      ],
    },
  },
  {
    // The SDK's chain registration lives in src/sdk: everyone else imports '@/sdk' so it has run.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sdk/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@uniswap/sdk', message: "Import the SDK from '@/sdk' (it registers the app's chains)." }] },
      ],
    },
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
