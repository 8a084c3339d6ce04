// Makes everything in <body> but the topmost open dialog inert (unreachable by focus, clicks and assistive technology),
// the way native modal <dialog>s do with the top layer: a dialog opened over another makes that one inert in turn.

// One stack for the page, like the browser's top layer: dialogs open and close in any order, in any component.
const openDialogs: HTMLElement[] = []
/** What this module made inert (and only that is freed again: something inert for another reason stays so). */
const madeInert = new Set<HTMLElement>()

function applyTopmost(): void {
  for (const element of madeInert) element.removeAttribute('inert')
  madeInert.clear()
  const top = openDialogs.at(-1)
  for (const element of Array.from(top?.parentElement?.children ?? [])) {
    if (element === top || !(element instanceof HTMLElement) || element.hasAttribute('inert')) continue
    element.setAttribute('inert', '')
    madeInert.add(element)
  }
}

/** Makes the siblings of `dialog` inert while it is the topmost open dialog; the returned function closes it. */
export function makeOthersInert(dialog: HTMLElement): () => void {
  openDialogs.push(dialog)
  applyTopmost()
  return () => {
    const index = openDialogs.lastIndexOf(dialog)
    if (index !== -1) openDialogs.splice(index, 1)
    applyTopmost()
  }
}
