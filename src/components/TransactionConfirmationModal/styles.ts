// Styles shared by the transaction confirmation dialog's views.
import styled, { keyframes } from 'styled-components'

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
`

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
  font-size: 18px;
`

export const CloseIcon = styled.button`
  border: none;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 16px;
`

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
  text-align: center;
`

export const Title = styled.div`
  font-size: 20px;
  font-weight: 600;
`

export const Emphasis = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
`

export const Muted = styled.div`
  color: ${({ theme }) => theme.textMuted};
  font-size: 13px;
`

export const ErrorMessage = styled.div`
  color: ${({ theme }) => theme.error};
  font-weight: 500;
  overflow-wrap: anywhere;
  text-align: center;
`

export const Link = styled.a`
  color: ${({ theme }) => theme.link};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    text-decoration: underline;
  }
`

export const Button = styled.button`
  width: 100%;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  padding: 14px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`

export const SecondaryButton = styled(Button)`
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.text};
`

const spin = keyframes`
  to { transform: rotate(360deg); }
`

export const Spinner = styled.div`
  width: 64px;
  height: 64px;
  border: 4px solid ${({ theme }) => theme.primarySoft};
  border-top-color: ${({ theme }) => theme.primary};
  border-radius: 50%;
  animation: ${spin} 1s linear infinite;
`

export const BigIcon = styled.div<{ $error?: boolean }>`
  font-size: 56px;
  line-height: 1;
  color: ${({ theme, $error }) => ($error ? theme.error : theme.primary)};
`
