// Whether freshly read figures differ from the stored ones (timestamps aside): only a change is stored again.

export function sameFigures<T extends object>(stored: (T & { timestamp?: number }) | undefined, fresh: T): boolean {
  if (!stored) return false
  return (Object.keys(fresh) as (keyof T)[]).every((key) => JSON.stringify(stored[key]) === JSON.stringify(fresh[key]))
}
