// Styles of the pool page.
import { Link } from 'react-router-dom'
import styled from 'styled-components'

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
`

export const Banner = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.primarySoft};
  font-size: 14px;
`

export const BannerTitle = styled.h3`
  margin: 0;
  font-size: 16px;
`

export const Text = styled.p`
  margin: 0;
`

export const ExternalLink = styled.a`
  color: ${({ theme }) => theme.link};
  font-size: 14px;
`

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
`

export const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`

export const Buttons = styled.div`
  display: flex;
  gap: 8px;
`

export const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.primary};
  background: ${({ theme, $primary }) => ($primary ? theme.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.accentText : theme.primary)};
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`

export const Message = styled.p`
  margin: 0;
  padding: 32px 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px dashed ${({ theme }) => theme.border};
  color: ${({ theme }) => theme.textMuted};
  text-align: center;
`

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Footer = styled.p`
  margin: 0;
  font-size: 14px;
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
`

export const InternalLink = styled(Link)`
  color: ${({ theme }) => theme.link};
  font-weight: 500;
`
