// Puts a controlled field back on the value its component keeps when a keystroke is refused or rewritten.
// React does this after every change event; Preact (the build's React) re-renders only on a state change, so
// a refused keystroke (the same state as before) would stay on screen while the app holds the old value.
export function showFieldValue(field: HTMLInputElement, value: string) {
  // Only on a difference: setting a value moves the caret to the end.
  if (field.value !== value) field.value = value
}
