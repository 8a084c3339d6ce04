// Percentiles of repeated timings, printed in one line per benchmark.
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function report(name: string, samplesMs: readonly number[], extra = ''): string {
  const line = `${name}: p50 ${percentile(samplesMs, 50).toFixed(2)} ms, p95 ${percentile(samplesMs, 95).toFixed(2)} ms over ${samplesMs.length} runs${extra ? `; ${extra}` : ''}`
  console.log(line)
  return line
}
