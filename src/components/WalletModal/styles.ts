// Styles shared by the wallet modal's views.
import styled, { keyframes } from 'styled-components'

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 20px 20px 12px;
  font-weight: 600;
  font-size: 18px;
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 8px 20px 20px;
`

export const TextButton = styled.button`
  border: none;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
`

export const OptionCard = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surfaceSecondary};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.primary};
  }
`

export const ActionButton = styled.button`
  border: 1px solid ${({ theme }) => theme.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.text};
  padding: 6px 10px;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`

export const PrimaryButton = styled.button`
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  padding: 12px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

export const Muted = styled.div`
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const ErrorText = styled.div`
  color: ${({ theme }) => theme.error};
  font-weight: 500;
`

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`

const spin = keyframes`
  to { transform: rotate(360deg); }
`

export const Spinner = styled.span`
  display: inline-block;
  width: 16px;
  height: 16px;
  border: 2px solid ${({ theme }) => theme.border};
  border-top-color: ${({ theme }) => theme.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`
