// The latest block number in the bottom-right corner, linking to the explorer; dims for a second on each new block.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useBlockNumber } from '@/state/application/hooks'

/** How long the number stays dimmed after a new block (the spec: 1 s). */
export const NEW_BLOCK_DIM_MS = 1_000

const Corner = styled.a<{ $isDimmed: boolean }>`
  position: fixed;
  right: 16px;
  bottom: 16px;
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.success};
  font-size: 12px;
  text-decoration: none;
  opacity: ${({ $isDimmed }) => ($isDimmed ? 0.2 : 1)};
  transition: opacity 0.25s ease-in;

  &:hover {
    opacity: 1;
  }
`

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`

function useDimmedAfterChange(value: number | undefined): boolean {
  const [isDimmed, setDimmed] = useState(false)
  useEffect(() => {
    if (value === undefined) return
    setDimmed(true)
    const timer = setTimeout(() => setDimmed(false), NEW_BLOCK_DIM_MS)
    return () => clearTimeout(timer)
  }, [value])
  return isDimmed
}

export function BlockNumber() {
  const { t } = useTranslation()
  const chainId = useActiveChainId()
  const blockNumber = useBlockNumber()
  const isDimmed = useDimmedAfterChange(blockNumber)
  if (blockNumber === undefined || !isSupportedChain(chainId)) return null
  return (
    <Corner
      data-testid="block-number"
      data-dimmed={isDimmed}
      $isDimmed={isDimmed}
      href={`${CHAINS[chainId].explorer}/block/${blockNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      title={t('banner.latestBlock')}
    >
      {blockNumber}
      <Dot />
    </Corner>
  )
}
