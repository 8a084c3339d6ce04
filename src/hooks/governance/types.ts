// The proposal as the governance screens use it (the spec's Proposal entity).
import type { ProposalCallDetail } from '@/utils/governance/callDetails'
import type { ProposalStatus } from '@/utils/governance/status'

export interface ProposalData {
  id: string
  /** Undefined when the description has no text: the page shows 'Untitled'. */
  title: string | undefined
  /** Undefined when blank: the page shows 'No description.'. */
  description: string | undefined
  proposer: string
  status: ProposalStatus
  /** Decimal strings converted from 18-decimal units. */
  forCount: string
  againstCount: string
  startBlock: number
  endBlock: number
  details: ProposalCallDetail[]
}
