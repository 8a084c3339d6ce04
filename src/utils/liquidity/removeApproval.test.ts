import { describe, expect, it, vi } from 'vitest'

import { approveOrSignPermit, type RemoveApprovalSteps } from './removeApproval'

const SIGNATURE = { v: 27, r: '0x01', s: '0x02', deadline: 5 }

function steps(overrides: Partial<RemoveApprovalSteps> = {}) {
  return {
    isPermitChain: true,
    isArgentWallet: false,
    signPermit: vi.fn().mockResolvedValue(SIGNATURE),
    approve: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  }
}

describe('approveOrSignPermit', () => {
  it('signs a permit on a permit chain, without an approval', async () => {
    const s = steps()
    expect(await approveOrSignPermit(s)).toEqual({ kind: 'signed', signature: SIGNATURE })
    expect(s.approve).not.toHaveBeenCalled()
  })

  it('approves on other chains and for Argent wallets, never asking for a signature', async () => {
    for (const s of [steps({ isPermitChain: false }), steps({ isArgentWallet: true })]) {
      expect(await approveOrSignPermit(s)).toEqual({ kind: 'approved' })
      expect(s.signPermit).not.toHaveBeenCalled()
      expect(s.approve).toHaveBeenCalledTimes(1)
    }
  })

  it('a rejected signature (4001) is silent: no approval either', async () => {
    const s = steps({ signPermit: vi.fn().mockRejectedValue({ code: 4001, message: 'User denied' }) })
    expect(await approveOrSignPermit(s)).toEqual({ kind: 'rejected' })
    expect(s.approve).not.toHaveBeenCalled()
  })

  it('any other signing failure falls back to the approval', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const s = steps({ signPermit: vi.fn().mockRejectedValue({ code: -32603, message: 'Internal JSON-RPC error.' }) })
    expect(await approveOrSignPermit(s)).toEqual({ kind: 'approved' })
    expect(s.approve).toHaveBeenCalledTimes(1)
    debug.mockRestore()
  })

  it('an approval that fails rejects', async () => {
    const s = steps({ isPermitChain: false, approve: vi.fn().mockRejectedValue(new Error('no')) })
    await expect(approveOrSignPermit(s)).rejects.toThrow('no')
  })
})
