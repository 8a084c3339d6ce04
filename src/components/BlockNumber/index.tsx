// The latest block number in the bottom-right corner, linking to the explorer; its dot dims for a second on each new
// block (the number keeps its contrast) and it turns red while the node does not answer.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber, useConnectionHealth } from '@/state/application/hooks'
import { BOTTOM_BAR_HEIGHT } from '@/theme/media'

/** How long the dot stays dimmed after a new block (the spec: 1 s). */
export const NEW_BLOCK_DIM_MS = 1_000

const Corner = styled.a<{ $isDown: boolean }>`
  position: fixed;
  right: 16px;
  /* Above the account bar fixed at the bottom on phones. */
  bottom: calc(16px + ${BOTTOM_BAR_HEIGHT});
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme, $isDown }) => ($isDown ? theme.error : theme.success)};
  font-size: 12px;
  text-decoration: none;
`

/** Dims, not the number: text faded to a fifth of its contrast would be unreadable for part of every block. */
const Dot = styled.span<{ $isDimmed: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
  opacity: ${({ $isDimmed }) => ($isDimmed ? 0.2 : 1)};
  transition: opacity 0.25s ease-in;
  /* The new-block blink is motion: none for users who ask for less. */
  @media (prefers-reduced-motion: reduce) {
    opacity: 1;
  }
`

/**
 * Dimmed from the render that shows a new value for NEW_BLOCK_DIM_MS. The second the dot stays dim is timed from the
 * commit that dimmed it: timed from the value's arrival, a slow render ate into it (936 ms seen on a busy machine).
 */
function useDimmedAfterChange(value: number | undefined): boolean {
  const [dimmedFor, setDimmedFor] = useState<number>()
  useEffect(() => {
    if (value !== undefined) setDimmedFor(value)
  }, [value])
  useEffect(() => {
    if (dimmedFor === undefined) return
    const timer = setTimeout(() => setDimmedFor(undefined), NEW_BLOCK_DIM_MS)
    return () => clearTimeout(timer)
  }, [dimmedFor])
  return dimmedFor !== undefined
}

export function BlockNumber() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  const { isDown } = useConnectionHealth()
  const isDimmed = useDimmedAfterChange(blockNumber)
  if (!isSupportedChain(chainId) || (blockNumber === undefined && !isDown)) return null
  return (
    <Corner
      data-testid="block-number"
      data-dimmed={isDimmed}
      data-status={isDown ? 'down' : 'up'}
      $isDown={isDown}
      href={blockNumber === undefined ? undefined : `${CHAINS[chainId].explorer}/block/${blockNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      title={isDown ? t('banner.nodeDown') : t('banner.latestBlock')}
    >
      {blockNumber ?? '—'}
      <Dot $isDimmed={isDimmed && !isDown} />
    </Corner>
  )
}
