// Keyboard focus inside a dialog: what Tab can reach, and where Tab goes next so it wraps instead of leaving.

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab stops on inside `container`, in document order (hidden ones and inert subtrees left out). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  )
}

/**
 * Where Tab (or Shift+Tab) must move focus to keep it inside: the first element after the last, the last before the
 * first, or the first when focus sits on the container itself. `undefined` leaves the browser's own move alone.
 */
export function wrapTarget(
  elements: readonly HTMLElement[],
  active: Element | null,
  isBackward: boolean,
): HTMLElement | undefined {
  if (elements.length === 0) return undefined
  const first = elements[0]
  const last = elements[elements.length - 1]
  const index = active ? elements.indexOf(active as HTMLElement) : -1
  if (index === -1) return isBackward ? last : first
  if (isBackward && index === 0) return last
  if (!isBackward && index === elements.length - 1) return first
  return undefined
}
