/** Settles in a later task: what follows runs after the browser has had the chance to paint and handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}
