// Styles of the swap page and its dialog.
import styled from 'styled-components'

export const Card = styled.main`
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

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 4px 4px;
`

export const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 600;
`

export const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
`

export const IconButton = styled.button`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  padding: 4px 10px;
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
`

export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 2px 4px;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
  min-width: 0;
`

export const Label = styled.span`
  color: ${({ theme }) => theme.textMuted};
`

export const Value = styled.span`
  font-weight: 500;
  text-align: right;
  overflow-wrap: anywhere;
  font-variant-numeric: tabular-nums;
`

export const Details = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  font-size: 14px;
`

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 13px;
`

export const Notice = styled.div`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.warningSoft};
  color: ${({ theme }) => theme.warning};
  font-size: 14px;
`

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

export const ButtonRow = styled.div`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1 1 0;
  }
`

export const MainButton = styled.button<{ $error?: boolean; $confirmed?: boolean }>`
  width: 100%;
  border: none;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme, $error, $confirmed }) => ($error ? theme.error : $confirmed ? theme.success : theme.primary)};
  color: ${({ theme }) => theme.accentText};
  padding: 16px;
  font: inherit;
  font-size: 18px;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    cursor: default;
    background: ${({ theme }) => theme.surfaceSecondary};
    color: ${({ theme }) => theme.textDisabled};
  }
`

export const ErrorText = styled.div`
  color: ${({ theme }) => theme.error};
  font-size: 14px;
  text-align: center;
  overflow-wrap: anywhere;
`
