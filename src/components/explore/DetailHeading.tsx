// The head of an explorer's detail page (a pool's, a token's): the way back to its table beside the page's title, and
// the contract's address, linked to the chain's explorer where the chain has one.
import type { ReactNode } from 'react'
import styled from 'styled-components'

import { useChainExplorer } from '@/components/RecentTransactions/TransactionLabel'
import { BackLink, ExternalLink, Row, SmallText, Title } from '@/components/ui'
import { explorerAddressUrl } from '@/components/WalletModal/explorer'

const Address = styled(SmallText)`
  font-family: ${({ theme }) => theme.fontFamilyMono};
  overflow-wrap: anywhere;
`

interface TitleProps {
  /** The table's path, and what the arrow back says to a screen reader. */
  back: string
  backLabel: string
  /** The id the page's landmark is labelled by. */
  id: string
  children: ReactNode
}

export function DetailTitle({ back, backLabel, id, children }: TitleProps) {
  return (
    <Row $gap={12}>
      <BackLink to={back} aria-label={backLabel}>
        ←
      </BackLink>
      <Title id={id}>{children}</Title>
    </Row>
  )
}

export function ContractAddress({ address, testId }: { address: string; testId: string }) {
  const explorer = useChainExplorer()
  return (
    <Address data-testid={testId}>
      {explorer ? (
        <ExternalLink href={explorerAddressUrl(explorer, address)} target="_blank" rel="noopener noreferrer">
          {address}
        </ExternalLink>
      ) : (
        address
      )}
    </Address>
  )
}
