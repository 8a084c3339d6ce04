// What shows while the first language file or a lazy page loads: the themed background and a thin progress bar.
import styled, { keyframes } from 'styled-components'

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
`

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.accent};
  animation: ${slide} 1.2s ease-in-out infinite;
`

export function PageLoader() {
  return (
    <Track role="progressbar" aria-busy="true" data-testid="page-loader">
      <Bar />
    </Track>
  )
}
