// The end-to-end build's folder: `npm run test:e2e` builds into it, Playwright serves it, tests read its files.
// E2E_OUT_DIR lets two checkouts (or two agents) run end-to-end tests side by side.
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR || 'dist-e2e'
