// A main thread's trace read as DevTools' performance panel reads it (issue 38): the renderer's top-level tasks and
// V8's CPU samples in one clock, each sample's time given to its function, that function's source file (through the
// build's source maps) and the nearest function of the app's own (src/) that called it. Used by `npm run
// profile:load` and by the typing benchmark's `--profile`.
import type { Browser, Page } from '@playwright/test'

import { type CallFrame, whereFrom } from './sourceFrame'

/** A task longer than this (in throttled time) blocks input: listed one by one. */
export const LONG_TASK_MS = 50
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
]

interface ProfileNode {
  id: number
  parent?: number
  callFrame: CallFrame
}
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  id?: string
  args?: {
    name?: string
    data?: {
      /** A frame's process and address: FrameCommittedInBrowser's data, TracingStartedInBrowser's frames. */
      processId?: number
      url?: string
      frames?: { processId?: number; url?: string }[]
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/** Starts recording the page's trace; the returned function stops it and returns its events. */
export async function traceMainThread(browser: Browser, page: Page): Promise<() => Promise<TraceEvent[]>> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  return async () => (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
}

export interface ProfileReportOptions {
  /** The build served (its .map files beside the scripts). */
  outDir: string
  /** Rows per list. */
  top: number
  /** Events of this name are printed one by one. */
  eventName?: string
  /** The page's origin: its renderer is the process the browser committed its frame to. */
  origin?: string
  /** Samples whose own source file contains this are also listed by their whole call stack (who asked for it). */
  callersOf?: string
}

/** The last process the browser committed a frame of `origin` to. Chromium 156 also renders its omnibox popups
 * (WebUI) in renderers of their own while a page loads, even headless: the most-sampled renderer need not be the
 * page's. */
function rendererOf(events: readonly TraceEvent[], origin: string): number | undefined {
  let renderer: number | undefined
  for (const event of events) {
    const data = event.args?.data
    for (const frame of data?.frames ?? (data ? [data] : []))
      if (frame.processId && frame.url?.startsWith(origin)) renderer = frame.processId
  }
  return renderer
}

/** Prints the tasks over LONG_TASK_MS one by one, then the breakdowns of every task recorded. */
export function printProfile(
  events: TraceEvent[],
  { outDir, top, eventName, origin, callersOf }: ProfileReportOptions,
): void {
  // The page's renderer: where its frame was committed, else the process whose V8 was sampled most (V8's sampler
  // reports from a thread of its own there).
  const samplesByProcess = new Map<number, number>()
  for (const event of events)
    if (event.name === 'ProfileChunk')
      samplesByProcess.set(
        event.pid,
        (samplesByProcess.get(event.pid) ?? 0) + (event.args?.data?.cpuProfile?.samples?.length ?? 0),
      )
  const [mostSampled] = [...samplesByProcess].sort((a, b) => b[1] - a[1])[0] ?? [-1]
  const renderer = (origin && rendererOf(events, origin)) ?? mostSampled
  const inRenderer = events.filter((event) => event.pid === renderer)
  const mainThread = inRenderer.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid
  const onMain = inRenderer.filter((event) => event.tid === mainThread)

  // V8's samples, in the trace's clock: a profile's start time, then each chunk's nodes and time deltas.
  const nodes = new Map<number, ProfileNode>()
  const samples: { node: number; at: number }[] = []
  let clock = inRenderer.find((event) => event.name === 'Profile')?.args?.data?.startTime ?? 0
  for (const event of inRenderer) {
    if (event.name !== 'ProfileChunk') continue
    const data = event.args?.data
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const ids = data?.cpuProfile?.samples ?? []
    ids.forEach((node, index) => {
      clock += data?.timeDeltas?.[index] ?? 0
      samples.push({ node, at: clock })
    })
  }
  samples.sort((a, b) => a.at - b.at)

  /** A sample's frames that have a source, innermost first, each as its source file and function. */
  function* sourceFrames(node: ProfileNode): Generator<{ file: string; fn: string }> {
    for (let at: ProfileNode | undefined = node; at; at = at.parent === undefined ? undefined : nodes.get(at.parent))
      if (at.callFrame.url) yield whereFrom(outDir, at.callFrame)
  }
  /** The app's own function nearest to a sample: the caller in src/ that asked a library for the work. */
  function appCaller(node: ProfileNode): string {
    for (const { file, fn } of sourceFrames(node)) if (file.startsWith('src/')) return fn
    return '(no app frame)'
  }
  /** A sample's call stack, innermost first, each frame as its function and source file. */
  function stackOf(node: ProfileNode): string {
    return [...sourceFrames(node)]
      .map(({ file, fn }) => (fn.includes(file) ? fn : `${fn} [${file}]`))
      .join('\n        < ')
  }

  interface Breakdown {
    byFile: Map<string, number>
    byFunction: Map<string, number>
    byAppCaller: Map<string, number>
    byStack: Map<string, number>
  }
  const breakdown = (): Breakdown => ({
    byFile: new Map(),
    byFunction: new Map(),
    byAppCaller: new Map(),
    byStack: new Map(),
  })
  /** Adds the samples within [from, to] (µs) to a breakdown; what no sample covers is the browser's own work. */
  function attribute(into: Breakdown, from: number, to: number): void {
    let sampled = 0
    for (let index = lowerBound(from); index < samples.length && samples[index].at <= to; index++) {
      const next = samples[index + 1]?.at ?? to
      const ms = (Math.min(next, to) - samples[index].at) / 1000
      const node = nodes.get(samples[index].node)
      if (!node || node.callFrame.functionName === '(idle)') continue
      sampled += ms
      const { file, fn } = whereFrom(outDir, node.callFrame)
      tally(into.byFile, file, ms)
      tally(into.byFunction, fn, ms)
      tally(into.byAppCaller, appCaller(node), ms)
      if (callersOf && file.includes(callersOf)) tally(into.byStack, stackOf(node), ms)
    }
    const unsampled = (to - from) / 1000 - sampled
    if (unsampled > 0) tally(into.byFile, '(browser: no JavaScript sampled)', unsampled)
  }
  function lowerBound(at: number): number {
    let low = 0
    let high = samples.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (samples[middle].at < at) low = middle + 1
      else high = middle
    }
    return low
  }

  // Top-level tasks only: a task inside another (a nested run loop) is counted with it.
  const tasks = onMain
    .filter((event) => event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts)
    .filter(
      function topLevel(this: { end: number }, task) {
        if (task.ts < this.end) return false
        this.end = task.ts + (task.dur ?? 0)
        return true
      },
      { end: 0 },
    )
  const navigationStart = tasks[0]?.ts ?? 0
  const durationMs = (task: TraceEvent) => (task.dur ?? 0) / 1000
  const total = tasks.reduce((sum, task) => sum + durationMs(task), 0)
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, durationMs(task) - LONG_TASK_MS), 0)
  console.log(`${samples.length} samples`)
  console.log(
    `main-thread tasks ${total.toFixed(0)} ms (${tasks.length}); over-50-ms parts add ${blocking.toFixed(0)} ms`,
  )
  const whole = breakdown()
  for (const task of tasks) {
    attribute(whole, task.ts, task.ts + (task.dur ?? 0))
    if (durationMs(task) < LONG_TASK_MS) continue
    const one = breakdown()
    attribute(one, task.ts, task.ts + (task.dur ?? 0))
    console.log(`\ntask at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms: ${durationMs(task).toFixed(1)} ms`)
    printTop(top, 'by file', one.byFile)
    printTop(top, 'by function', one.byFunction)
    printTop(top, 'by the app function that called', one.byAppCaller)
  }
  console.log('\nevery task recorded')
  printTop(top, "by the browser's trace event (self time)", selfTimeByEvent(onMain))
  printTop(top, 'by file', whole.byFile)
  printTop(top, 'by function', whole.byFunction)
  printTop(top, 'by the app function that called', whole.byAppCaller)
  if (callersOf) printTop(top, `${callersOf}'s samples by call stack`, whole.byStack)
  // Each event of one name, when, how long, and what it says (v8.compileModule names the file and whether it was
  // streamed).
  if (eventName) {
    console.log(`\n${eventName} events (ms after the first task, ms long, arguments)`)
    for (const event of onMain.filter(({ name }) => name === eventName))
      console.log(
        `  ${((event.ts - navigationStart) / 1000).toFixed(0)}  ${((event.dur ?? 0) / 1000).toFixed(1)}  ${JSON.stringify(event.args)}`,
      )
  }
}

function tally(into: Map<string, number>, key: string, ms: number): void {
  into.set(key, (into.get(key) ?? 0) + ms)
}

function printTop(top: number, title: string, totals: Map<string, number>): void {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)
  console.log(`  ${title}`)
  for (const [key, ms] of rows) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`)
}

/** The main thread's trace events by name, each counted without the events inside it (what Lighthouse groups as
 * script evaluation, style and layout, parsing, and the rest). */
function selfTimeByEvent(onMain: TraceEvent[]): Map<string, number> {
  const totals = new Map<string, number>()
  const stack: { end: number; name: string; self: number }[] = []
  const pop = () => {
    const done = stack.pop()!
    tally(totals, done.name, done.self / 1000)
  }
  const slices = onMain.filter((event) => event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts)
  for (const slice of slices) {
    while (stack.length > 0 && stack[stack.length - 1].end <= slice.ts) pop()
    const end = slice.ts + (slice.dur ?? 0)
    if (stack.length > 0) stack[stack.length - 1].self -= slice.dur ?? 0
    stack.push({ end, name: slice.name, self: slice.dur ?? 0 })
  }
  while (stack.length > 0) pop()
  return totals
}
