import { describe, expect, it } from 'vitest'

import { formatPanelBalance } from './formatBalance'

describe('formatPanelBalance', () => {
  it('shows zero, dust and 6 significant digits', () => {
    expect(formatPanelBalance('0', '0')).toBe('0')
    expect(formatPanelBalance('0.0000001', '0.0000001')).toBe('<0.000001')
    expect(formatPanelBalance('1234.56789', '1234.57')).toBe('1234.57')
    expect(formatPanelBalance('0.000001', '0.000001')).toBe('0.000001')
  })
})
