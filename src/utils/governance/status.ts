// GovernorAlpha's numeric proposal state as a status word, and the colour of its badge.

export const PROPOSAL_STATUSES = [
  'pending',
  'active',
  'canceled',
  'defeated',
  'succeeded',
  'queued',
  'expired',
  'executed',
] as const

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number] | 'undetermined'

/** The contract's enum order; anything else (or a failed read) is 'undetermined'. */
export function proposalStatus(state: number | undefined): ProposalStatus {
  if (state === undefined || !Number.isInteger(state)) return 'undetermined'
  return PROPOSAL_STATUSES[state] ?? 'undetermined'
}

export type BadgeTone = 'blue' | 'green' | 'red' | 'grey'

/** Pending and active blue, succeeded and executed green, defeated red, the rest grey. */
export function statusTone(status: ProposalStatus): BadgeTone {
  switch (status) {
    case 'pending':
    case 'active':
      return 'blue'
    case 'succeeded':
    case 'executed':
      return 'green'
    case 'defeated':
      return 'red'
    default:
      return 'grey'
  }
}
