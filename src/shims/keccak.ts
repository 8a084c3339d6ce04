// js-sha3 as @ethersproject/keccak256 uses it (vite.config.ts resolves it here for that importer only): Keccak-256
// of a byte array as hex. js-sha3 also carries SHA-3, SHAKE, cSHAKE and KMAC with their streaming API (~3 KB
// gzipped on the first load); this is the one permutation on 32-bit halves of the 64-bit lanes.

/** Round constants as [high, low] 32-bit halves. */
const ROUND_CONSTANTS = [
  1, 0, 32898, 0, 32906, 2147483648, 2147516416, 2147483648, 32907, 0, 2147483649, 0, 2147516545, 2147483648, 32777,
  2147483648, 138, 0, 136, 0, 2147516425, 0, 2147483658, 0, 2147516555, 0, 139, 2147483648, 32905, 2147483648, 32771,
  2147483648, 32770, 2147483648, 128, 2147483648, 32778, 0, 2147483658, 2147483648, 2147516545, 2147483648, 32896,
  2147483648, 2147483649, 0, 2147516424, 2147483648,
]
/** Rotation offsets and the pi permutation's destination for lanes 1..24, in the rho-pi walk's order. */
const ROTATIONS = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44]
const PI_LANES = [10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1]
const RATE_BYTES = 136

/** Keccak-f[1600] on 25 lanes stored as (low, high) pairs: state[2i] low, state[2i + 1] high. */
function permute(state: Uint32Array): void {
  const c = new Uint32Array(10)
  for (let round = 0; round < 24; round++) {
    // theta
    for (let x = 0; x < 10; x++) c[x] = state[x] ^ state[x + 10] ^ state[x + 20] ^ state[x + 30] ^ state[x + 40]
    for (let x = 0; x < 10; x += 2) {
      const nx = (x + 2) % 10
      const px = (x + 8) % 10
      const lo = c[px] ^ ((c[nx] << 1) | (c[nx + 1] >>> 31))
      const hi = c[px + 1] ^ ((c[nx + 1] << 1) | (c[nx] >>> 31))
      for (let y = 0; y < 50; y += 10) {
        state[y + x] ^= lo
        state[y + x + 1] ^= hi
      }
    }
    // rho and pi
    let lo = state[2]
    let hi = state[3]
    for (let i = 0; i < 24; i++) {
      const lane = PI_LANES[i] * 2
      const nextLo = state[lane]
      const nextHi = state[lane + 1]
      const r = ROTATIONS[i]
      if (r < 32) {
        state[lane] = (lo << r) | (hi >>> (32 - r))
        state[lane + 1] = (hi << r) | (lo >>> (32 - r))
      } else {
        state[lane] = (hi << (r - 32)) | (lo >>> (64 - r))
        state[lane + 1] = (lo << (r - 32)) | (hi >>> (64 - r))
      }
      lo = nextLo
      hi = nextHi
    }
    // chi
    for (let y = 0; y < 50; y += 10) {
      for (let x = 0; x < 10; x++) c[x] = state[y + x]
      for (let x = 0; x < 10; x++) state[y + x] = c[x] ^ (~c[(x + 2) % 10] & c[(x + 4) % 10])
    }
    // iota
    state[0] ^= ROUND_CONSTANTS[round * 2]
    state[1] ^= ROUND_CONSTANTS[round * 2 + 1]
  }
}

/** Keccak-256 (Ethereum's, with the 0x01 padding, not SHA3-256's 0x06) of `data`, as 64 hex digits. */
export function keccak256Hex(data: ArrayLike<number>): string {
  const state = new Uint32Array(50)
  const block = new Uint8Array(RATE_BYTES)
  const words = new Uint32Array(block.buffer, 0, RATE_BYTES / 4)
  const absorb = () => {
    // Little-endian words, as the lanes are defined (every platform the app runs on is little-endian).
    for (let i = 0; i < RATE_BYTES / 4; i++) state[i] ^= words[i]
    permute(state)
  }
  let offset = 0
  for (; offset + RATE_BYTES <= data.length; offset += RATE_BYTES) {
    for (let i = 0; i < RATE_BYTES; i++) block[i] = data[offset + i]
    absorb()
  }
  block.fill(0)
  for (let i = 0; offset + i < data.length; i++) block[i] = data[offset + i]
  block[data.length - offset] ^= 0x01
  block[RATE_BYTES - 1] ^= 0x80
  absorb()
  const out = new Uint8Array(state.buffer, 0, 32)
  let hex = ''
  for (const byte of out) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** js-sha3's default export, as far as @ethersproject/keccak256 reads it. */
export default { keccak_256: keccak256Hex }
