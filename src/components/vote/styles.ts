// Styles shared by the vote and delegate dialogs.
import styled from 'styled-components'

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
`

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
  font-size: 18px;
`

export const CloseButton = styled.button`
  border: none;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  font: inherit;
`

export const Big = styled.div`
  font-size: 28px;
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
`

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
`

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const PrimaryButton = styled.button`
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  padding: 14px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.surfaceSecondary};
    color: ${({ theme }) => theme.textDisabled};
    cursor: not-allowed;
  }
`

export const TextButton = styled.button`
  align-self: center;
  border: none;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.link};
  font: inherit;
  font-size: 14px;
`

export const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.inputBackground};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-family: ${({ theme }) => theme.fontFamilyMono};
`

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

export const ErrorTitle = styled.div`
  color: ${({ theme }) => theme.error};
  font-weight: 600;
  font-size: 20px;
`
