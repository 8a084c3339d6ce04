// Styles only the pair finder uses: the token selectors and what it found.
import styled from 'styled-components'

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
