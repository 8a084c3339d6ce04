// When a downward drag closes a dialog: beyond 300 px, or a short fast flick.

export const DRAG_CLOSE_DISTANCE_PX = 300
/** Pixels per millisecond: about a flick. */
export const DRAG_CLOSE_VELOCITY = 1

export function shouldCloseOnDrag(distancePx: number, durationMs: number): boolean {
  if (distancePx <= 0) return false
  if (distancePx > DRAG_CLOSE_DISTANCE_PX) return true
  // Ignore tiny jitters that happen to be quick.
  return distancePx > 30 && durationMs > 0 && distancePx / durationMs > DRAG_CLOSE_VELOCITY
}
