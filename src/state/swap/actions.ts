// The two sides of the swap form (shared by the swap slice, hooks and pure helpers).
export enum Field {
  INPUT = 'INPUT',
  OUTPUT = 'OUTPUT',
}
