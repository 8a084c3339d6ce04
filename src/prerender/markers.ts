// The attribute #root carries in the prerendered page until the app has taken it over (set by the build,
// scripts/lib/landingHtml.ts; removed by src/start.tsx): its controls are shown but do nothing yet, so they say so
// (Playwright, like assistive technology, reads an element under it as disabled). No imports: the build reads it.
export const PRERENDERED_ROOT_DISABLED = 'aria-disabled'
