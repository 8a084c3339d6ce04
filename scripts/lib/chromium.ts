// The browser every test and benchmark launches: Debian's Chromium unless CHROMIUM_PATH names another (test tools
// cannot download browsers on these machines), with flags that keep it quiet and deterministic. It is launched through
// chromium-merged-features, so that the feature flags below add to Playwright's and chrome-launcher's own.
import { fileURLToPath } from 'node:url'

export const CHROMIUM_PATH = fileURLToPath(new URL('./chromium-merged-features', import.meta.url))

/** Chromium 156 renders the omnibox's popups (WebUI) in two renderers of their own as each window (each browser
 * context) opens, even headless: about a second of CPU while the page under test loads, which a phone's browser does
 * not spend. */
export const BROWSER_UI_FEATURES = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  BROWSER_UI_FEATURES,
]
