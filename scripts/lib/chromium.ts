// The browser every test and benchmark launches: Debian's Chromium unless CHROMIUM_PATH names another (test tools
// cannot download browsers on these machines), with flags that keep it quiet and deterministic.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
