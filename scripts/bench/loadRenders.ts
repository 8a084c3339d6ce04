// How much React does while a built page loads (issue 38): the commits, the components mounted and the components
// rendered again, counted through React's DevTools hook (which a production build calls at every commit) from the
// first script until the page has been still for `--ms`. Unlike a time, the counts do not depend on the machine's
// moment: a change that spares renders shows here even where Lighthouse's noise hides it. Not a benchmark (it prints,
// it judges nothing).
//
//   npm run profile:renders -- [--out-dir dist] [--path '#/swap'] [--ms 5000] [--runs 3]
import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { cliOption } from '../lib/cliOption'
import { benchPort, servePreview } from './server'

const outDir = cliOption('out-dir', 'dist')
const pagePath = cliOption('path', '#/swap')
const settleMs = Number(cliOption('ms', '5000'))
const runs = Number(cliOption('runs', '3'))

interface Counts {
  commits: number
  mounts: number
  renders: number
}

// A fiber was worked on in a commit when it is new or its parent's children were cloned (a bailed-out subtree keeps
// its old fibers, whose flags are stale); a worked-on component rendered when React flagged PerformedWork (1).
const COUNT_RENDERS = `
  window.__loadRenders = { commits: 0, mounts: 0, renders: 0 };
  const isComponent = (fiber) =>
    typeof fiber.type === 'function' || (fiber.type !== null && typeof fiber.type === 'object' && fiber.tag !== 9 && fiber.tag !== 10);
  const visit = (fiber, workedOn) => {
    for (; fiber; fiber = fiber.sibling) {
      if (workedOn && isComponent(fiber)) {
        if (fiber.alternate === null) window.__loadRenders.mounts++;
        else if ((fiber.flags & 1) === 1) window.__loadRenders.renders++;
      }
      if (fiber.child) visit(fiber.child, workedOn && (fiber.alternate === null || fiber.child !== fiber.alternate.child));
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {},
    onScheduleFiberRoot() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      window.__loadRenders.commits++;
      const top = root.current;
      visit(top.child, top.alternate === null || top.child !== top.alternate.child);
    },
  };`

const preview = await servePreview(outDir, await benchPort(8))
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    await page.addInitScript(COUNT_RENDERS)
    await page.goto(`${preview.url}/${pagePath}`)
    await page.waitForTimeout(settleMs)
    const { commits, mounts, renders } = (await page.evaluate('window.__loadRenders')) as Counts
    console.log(
      `${preview.url}/${pagePath} run ${run}: ${commits} commits, ${mounts} components mounted, ${renders} rendered again`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  await preview.stop()
}
