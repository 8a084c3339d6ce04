// Styles of the settings popover.
import styled from 'styled-components'

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 320px;
  max-width: calc(100vw - 32px);
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: left;
`

export const Title = styled.div`
  font-weight: 600;
`

export const Label = styled.div`
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
`

export const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
`

export const Options = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

export const Option = styled.button<{ $active: boolean }>`
  padding: 6px 10px;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  border-radius: 36px;
  background: ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.accentText : theme.text)};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`

export const InputBox = styled.label<{ $tone?: 'error' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  flex: 1;
  padding: 6px 10px;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.error : $tone === 'warning' ? theme.warning : theme.border)};
  border-radius: 36px;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.error : theme.text)};
  font-size: 14px;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.focusRing};
    outline-offset: 2px;
  }
`

export const Input = styled.input`
  width: 100%;
  min-width: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: right;
  /* The box around it shows the focus instead (InputBox). */
  &:focus-visible {
    outline: none;
  }
`

export const Message = styled.div<{ $tone: 'error' | 'warning' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.error : theme.warning)};
  font-size: 14px;
`

/** A URL reads from its start. */
export const UrlInput = styled(Input)`
  text-align: left;
`

export const Note = styled.div`
  color: ${({ theme }) => theme.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`
