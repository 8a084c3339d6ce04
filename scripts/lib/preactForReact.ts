// The app is written against React's API and rendered by Preact (preact/compat): the same components for ~12 KB
// gzipped instead of react-dom's 64, which is what brings the first load under issue 16's 200 KB. The build, the
// dev server and the component tests all resolve `react` here, so what the tests render is what ships.
export const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
]
