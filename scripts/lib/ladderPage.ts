// The ladder of the load benchmark (issue 38): the built index.html with its start stopped early, after the named
// libraries are evaluated, or once every module of the start is, without starting (src/main.tsx reads
// `<html data-bench-stop>`). Measured beside the app and its floor in the same run, each rung tells how much of the
// load's budget is taken before the app renders anything: what stands between the app and its target.
// Pure, so what it changes is tested.

/** Where the start stops: after the libraries (earlyLibraries, tradeLibraries, shellLibraries), or after `./start`. */
export type LoadStop = 'libraries' | 'modules'

export const LOAD_STOPS: readonly LoadStop[] = ['libraries', 'modules']

const HTML_TAG = /<html\b/i

export function stoppingAt(indexHtml: string, stop: LoadStop): string {
  if (!HTML_TAG.test(indexHtml)) throw new Error('The built page has no <html> tag to mark')
  return indexHtml.replace(HTML_TAG, `<html data-bench-stop="${stop}"`)
}
