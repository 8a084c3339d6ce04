// A seeded generator of random and hostile values for the stored-state property tests: wrong types, huge strings,
// '__proto__' and 'constructor' keys, NaN, negative and fractional numbers, and near-valid states with one part broken.

/** mulberry32: small, fast and deterministic, so a failing seed can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Random = () => number

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '0', '-1', '1e3', '']
/** The edges of the rules stored data must meet (uint8 decimals, positive chain ids, times, bips). */
const NUMBERS: readonly number[] = [0, -0, -1, 1.5, 255, 256, 5000, 2 ** 53 + 1, 1e308, NaN, Infinity, -Infinity]
const ATOMS: readonly unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  255,
  256,
  -256,
  2 ** 53 + 1,
  1e308,
  NaN,
  Infinity,
  -Infinity,
  '',
  '18',
  'NaN',
  '__proto__',
  'constructor',
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  '0x5FBDB2315678AFECB367F032D93F642F64180AA3',
  '0x5FbDB2315678afecb367f032d93F642f64180aA3',
  '0X5FbDB2315678afecb367f032d93F642f64180aa3',
  `0x${'ab'.repeat(32)}`,
  '\u202Egnp.exe',
  'two words',
  [],
  {},
]

function hostileString(random: Random): string {
  const length = pick(random, [21, 61, 300, 70_000])
  return pick(random, ['9', 'A', ' ', '\u200B']).repeat(length)
}

/** An object whose own keys include '__proto__' (as JSON.parse makes them), which plain literals cannot have. */
function withHostileKey(random: Random, value: unknown): Record<string, unknown> {
  const key = pick(random, HOSTILE_KEYS)
  return JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value ?? null)}, "polluted": true}`) as Record<
    string,
    unknown
  >
}

export function hostileValue(random: Random, depth = 0): unknown {
  const roll = random()
  if (roll < 0.25) return pick(random, NUMBERS)
  if (roll < 0.45 || depth > 3) return pick(random, ATOMS)
  if (roll < 0.55) return hostileString(random)
  if (roll < 0.65) return (random() - 0.5) * 10 ** Math.floor(random() * 80)
  if (roll < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => hostileValue(random, depth + 1))
  if (roll < 0.9) return withHostileKey(random, hostileValue(random, depth + 1))
  const object: Record<string, unknown> = {}
  for (let i = Math.floor(random() * 4); i > 0; i--)
    object[pick(random, ['a', '1', '31337', ...HOSTILE_KEYS.slice(1)])] = hostileValue(random, depth + 1)
  return object
}

/** Every path (as keys) to a value inside a plain JSON-like structure. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return [
    prefix,
    ...Object.keys(value).flatMap((key) => paths((value as Record<string, unknown>)[key], [...prefix, key])),
  ]
}

/** A deep copy of a valid state with one to three random places replaced by hostile values or given hostile keys. */
export function mutate(random: Random, valid: unknown): unknown {
  let copy = JSON.parse(JSON.stringify(valid)) as unknown
  for (let i = 1 + Math.floor(random() * 3); i > 0; i--) {
    const path = pick(random, paths(copy))
    const replacement = random() < 0.2 ? withHostileKey(random, hostileValue(random)) : hostileValue(random)
    if (path.length === 0) {
      copy = replacement
      continue
    }
    let parent = copy as Record<string, unknown>
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
    Object.defineProperty(parent, path[path.length - 1], { value: replacement, enumerable: true, writable: true })
  }
  return copy
}

/** ≥ `count` values for one key: a third wholly random, the rest near-valid states with broken parts. */
export function hostileSamples(seed: number, valid: unknown, count = 1000): unknown[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, i) => (i % 3 === 0 ? hostileValue(random) : mutate(random, valid)))
}
