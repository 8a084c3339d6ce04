// Surfaces: the page card, and the outlined, grey and tinted boxes that sit inside cards and dialogs.
import styled from 'styled-components'

/** A page's card (swap, liquidity, V1, pair finder); a section, since the app shell already has the one <main>. */
export const Card = styled.section`
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.modal};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  display: flex;
  flex-direction: column;
  gap: 10px;
`

/** A raised card on the page background: a figure, a proposal's tally, the user's votes. */
export const SurfaceCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`

/** A bordered box of rows inside a card: trade details, a position, a V1 balance. */
export const OutlineCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  font-size: 14px;
`

/** A muted, centred message box: no liquidity, connect a wallet, nothing found. */
export const GreyCard = styled.div`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surfaceSecondary};
  color: ${({ theme }) => theme.textMuted};
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: 4px;
`

export type Tone = 'neutral' | 'info' | 'warning' | 'error' | 'success'

const toneBackground = {
  neutral: 'surfaceSecondary',
  info: 'primarySoft',
  warning: 'warningSoft',
  error: 'errorSoft',
  success: 'successSoft',
} as const
const toneText = { neutral: 'text', info: 'link', warning: 'warning', error: 'error', success: 'text' } as const

/** A tinted note: a tip (info), a warning, an error, a success, or a plain grey box (neutral, the default). */
export const ToneCard = styled.div<{ $tone?: Tone }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $tone = 'neutral' }) => theme[toneBackground[$tone]]};
  color: ${({ theme, $tone = 'neutral' }) => theme[toneText[$tone]]};
  font-size: 14px;
`
