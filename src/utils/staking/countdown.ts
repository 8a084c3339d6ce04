// A countdown in days, hours, minutes and seconds from a number of blocks and the chain's block time (spec §9).

export const SECONDS_PER_MINUTE = 60
export const SECONDS_PER_HOUR = 3600
export const SECONDS_PER_DAY = 86400

export interface Countdown {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export function splitSeconds(totalSeconds: number): Countdown {
  const total = Math.max(Math.floor(totalSeconds), 0)
  return {
    days: Math.floor(total / SECONDS_PER_DAY),
    hours: Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    minutes: Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    seconds: total % SECONDS_PER_MINUTE,
  }
}

export function blocksCountdown(blocks: number, blockTimeSeconds: number): Countdown {
  return splitSeconds(blocks * blockTimeSeconds)
}
