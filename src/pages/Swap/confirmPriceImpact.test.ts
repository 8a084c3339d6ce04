import { describe, expect, it, vi } from 'vitest'

import { confirmPriceImpactWithoutFee } from './confirmPriceImpact'

const messages = { prompt: (p: number) => `prompt ${p}`, confirm: (p: number) => `confirm ${p}` }

describe('confirmPriceImpactWithoutFee', () => {
  it('asks nothing below 5%', () => {
    const dialogs = { confirm: vi.fn(), prompt: vi.fn() }
    expect(confirmPriceImpactWithoutFee(499, dialogs, messages)).toBe(true)
    expect(dialogs.confirm).not.toHaveBeenCalled()
    expect(dialogs.prompt).not.toHaveBeenCalled()
  })

  it('asks yes/no from 5% and follows the answer', () => {
    const yes = { confirm: vi.fn(() => true), prompt: vi.fn() }
    expect(confirmPriceImpactWithoutFee(500, yes, messages)).toBe(true)
    expect(yes.confirm).toHaveBeenCalledWith('confirm 5')
    expect(confirmPriceImpactWithoutFee(999, { confirm: () => false, prompt: () => null }, messages)).toBe(false)
  })

  it('needs the typed word confirm from 10%', () => {
    const prompt = vi.fn(() => 'confirm')
    expect(confirmPriceImpactWithoutFee(1000, { confirm: () => true, prompt }, messages)).toBe(true)
    expect(prompt).toHaveBeenCalledWith('prompt 10')
    expect(confirmPriceImpactWithoutFee(5000, { confirm: () => true, prompt: () => 'Confirm' }, messages)).toBe(false)
    expect(confirmPriceImpactWithoutFee(5000, { confirm: () => true, prompt: () => null }, messages)).toBe(false)
  })
})
