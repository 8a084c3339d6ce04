// Confetti for a finished claim: canvas-confetti loaded on first use, drawn on the main thread.
/** The spec: 400 pieces. */
export const CONFETTI_PIECES = 400

/** Fires once; silently skipped when the library cannot load (confetti is decoration). */
export async function fireConfetti(): Promise<void> {
  try {
    const { default: confetti } = await import('canvas-confetti')
    // The CSP forbids blob: workers, so the worker mode would fail; reduced-motion users get none.
    const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true })
    await fire({ particleCount: CONFETTI_PIECES, spread: 100, origin: { y: 0.6 } })
    fire.reset()
  } catch (error) {
    console.debug('Confetti could not be shown', error)
  }
}
