// A turning ring: connecting a wallet (small), waiting for the wallet to sign (large).
import styled, { keyframes } from 'styled-components'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  box-sizing: border-box;
  width: ${({ $size = 16 }) => $size}px;
  height: ${({ $size = 16 }) => $size}px;
  border: ${({ $size = 16 }) => ($size > 32 ? 4 : 2)}px solid ${({ theme }) => theme.primarySoft};
  border-top-color: ${({ theme }) => theme.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`
