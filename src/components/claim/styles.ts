// Styles shared by the claim dialogs and the header offer.
import styled from 'styled-components'

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px;
`

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`

export const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`

export const CloseButton = styled.button`
  border: none;
  background: none;
  color: ${({ theme }) => theme.textMuted};
  font-size: 20px;
  cursor: pointer;
`

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  line-height: 1.4;
`

export const Amount = styled.p`
  margin: 0;
  font-size: 32px;
  font-weight: 700;
  text-align: center;
  overflow-wrap: anywhere;
`

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.error};
`

export const AddressInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.inputBackground};
  color: ${({ theme }) => theme.text};
  font-family: ${({ theme }) => theme.fontFamilyMono};
  font-size: 14px;
`

export const PrimaryButton = styled.button`
  padding: 14px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.accentText};
  font-size: 16px;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    background: ${({ theme }) => theme.surfaceSecondary};
    color: ${({ theme }) => theme.textDisabled};
    cursor: not-allowed;
  }
`

export const ExplorerLink = styled.a`
  color: ${({ theme }) => theme.link};
  text-align: center;
`
