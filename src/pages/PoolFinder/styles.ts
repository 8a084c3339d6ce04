// Styles of the pair finder.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

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
  gap: 12px;
`

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`

export const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 600;
`

export const BackLink = styled(Link)`
  color: ${({ theme }) => theme.text};
  text-decoration: none;
  font-size: 18px;
`

export const Tip = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.primarySoft};
  color: ${({ theme }) => theme.primary};
  font-size: 14px;
`

export const SelectButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.inputBackground};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 18px;
  font-weight: 500;
  cursor: pointer;
  & > span:first-of-type {
    flex: 1;
    text-align: left;
    overflow-wrap: anywhere;
  }
  &:hover {
    border-color: ${({ theme }) => theme.primary};
  }
`

export const Plus = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
`

export const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 12px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surfaceSecondary};
  text-align: center;
  & p {
    margin: 0;
  }
`

export const Found = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  font-weight: 500;
  & p {
    margin: 0;
  }
`

export const InternalLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  font-weight: 500;
`
