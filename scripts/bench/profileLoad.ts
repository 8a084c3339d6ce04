// Where the load's main-thread time goes (issue 38): loads a built page in Chromium with the CPU throttled (4× by
// default, as Lighthouse's mobile profile simulates), records a trace from navigation on (the main thread's tasks and
// V8's CPU samples, as DevTools' performance panel does), and prints every task long enough to block input (over
// 50 ms) with the source files (through the build's source maps), the functions, and the app's own functions that
// took its time; then the same for the whole load. Not a benchmark (it prints, it judges nothing): `npm run bench`
// measures.
//
//   npm run profile:load -- [--out-dir dist] [--path '#/swap'] [--rate 4] [--ms 8000] [--top 12] [--event name]
//     [--init 'js run before the page's scripts, e.g. to inject a wallet'] [--callers js-sha3]
// (`--callers` lists the samples of source files whose path contains it by their whole call stack: who asked.)
// The build must be there (`npm run build`, or `npm run size`, which leaves dist); `--path 'floor.html#/swap'` profiles
// the page without its scripts once `npm run bench -- lighthouse` has written it.
import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { cliOption } from '../lib/cliOption'
import { printProfile, type TraceEvent, traceMainThread } from '../lib/mainThreadProfile'
import { benchPort, servePreview } from './server'

const outDir = cliOption('out-dir', 'dist')
const pagePath = cliOption('path', '#/swap')
const rate = Number(cliOption('rate', '4'))
const recordMs = Number(cliOption('ms', '8000'))
const top = Number(cliOption('top', '12'))
const init = cliOption('init', '')

const preview = await servePreview(outDir, await benchPort(7))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
let events: TraceEvent[]
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  if (init) await page.addInitScript(init)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const stop = await traceMainThread(browser, page)
  await page.goto(`${preview.url}/${pagePath}`)
  await page.waitForTimeout(recordMs)
  events = await stop()
} finally {
  await browser.close()
  await preview.stop()
}
console.log(`${preview.url}/${pagePath} at ${rate}× CPU, ${recordMs} ms recorded`)
printProfile(events, {
  outDir,
  top,
  eventName: cliOption('event', ''),
  origin: preview.url,
  callersOf: cliOption('callers', ''),
})
