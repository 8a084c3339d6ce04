// Styles of the staking pages and dialogs.
import styled from 'styled-components'

export const Page = styled.main`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 16px;
`

export const PageTitle = styled.h2`
  margin: 0;
  font-size: 24px;
  font-weight: 600;
  text-align: center;
`

export const CardGrid = styled.div<{ $dim?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  opacity: ${({ $dim }) => ($dim ? 0.5 : 1)};
  transition: opacity 0.2s;
`

export const StatCard = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`

export const StatLabel = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const StatValue = styled.span`
  font-size: 22px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`

export const Small = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 13px;
`

export const GreenCard = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.successSoft};
  color: ${({ theme }) => theme.text};
  display: flex;
  flex-direction: column;
  gap: 8px;
  a {
    color: ${({ theme }) => theme.success};
    font-weight: 600;
  }
`

export const NoticeCard = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.warningSoft};
  display: flex;
  flex-direction: column;
  gap: 6px;
`

export const ButtonRow = styled.div`
  display: flex;
  gap: 12px;
  & > * {
    flex: 1 1 0;
  }
`

export const Button = styled.button<{ $secondary?: boolean }>`
  border: ${({ theme, $secondary }) => ($secondary ? `1px solid ${theme.primary}` : 'none')};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $secondary }) => ($secondary ? 'transparent' : theme.primary)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.primary : theme.accentText)};
  padding: 12px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    border-color: transparent;
    background: ${({ theme }) => theme.surfaceSecondary};
    color: ${({ theme }) => theme.textDisabled};
    cursor: not-allowed;
  }
`

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.inputBackground};
`

export const MaxButton = styled.button`
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.primary};
  padding: 2px 8px;
  font: inherit;
  font-size: 13px;
  cursor: pointer;
`

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
`

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.error};
  font-size: 14px;
`

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  cursor: pointer;
`
