import { describe, expect, it, vi } from 'vitest'

import { JSBI, Percent } from '@/sdk'

import { confirmPriceImpactWithoutFee } from './confirmPriceImpact'

const messages = { prompt: (p: string) => `prompt ${p}`, confirm: (p: string) => `confirm ${p}` }
const bips = (n: number) => new Percent(JSBI.BigInt(n), JSBI.BigInt(10000))

describe('confirmPriceImpactWithoutFee', () => {
  it('asks nothing below 5%', () => {
    const dialogs = { confirm: vi.fn(), prompt: vi.fn() }
    expect(confirmPriceImpactWithoutFee(bips(499), dialogs, messages)).toBe(true)
    expect(dialogs.confirm).not.toHaveBeenCalled()
    expect(dialogs.prompt).not.toHaveBeenCalled()
  })

  it('asks yes/no from 5% and follows the answer', () => {
    const yes = { confirm: vi.fn(() => true), prompt: vi.fn() }
    expect(confirmPriceImpactWithoutFee(bips(500), yes, messages)).toBe(true)
    expect(yes.confirm).toHaveBeenCalledWith('confirm 5')
    expect(confirmPriceImpactWithoutFee(bips(999), { confirm: () => false, prompt: () => null }, messages)).toBe(false)
  })

  it('needs the typed word confirm from 10%', () => {
    const prompt = vi.fn(() => 'confirm')
    expect(confirmPriceImpactWithoutFee(bips(1000), { confirm: () => true, prompt }, messages)).toBe(true)
    expect(prompt).toHaveBeenCalledWith('prompt 10')
    const typedOther = { confirm: () => true, prompt: () => 'Confirm' }
    expect(confirmPriceImpactWithoutFee(bips(5000), typedOther, messages)).toBe(false)
    expect(confirmPriceImpactWithoutFee(bips(5000), { confirm: () => true, prompt: () => null }, messages)).toBe(false)
  })
})
