// The numbered calls of a proposal: target and address arguments linked to the explorer, known ones by name.
import { useMemo } from 'react'

import { ExternalLink } from '@/components/ui'
import { explorerAddressUrl } from '@/components/WalletModal/explorer'
import { CHAINS, isSupportedChain } from '@/config/chains'
import { getDeployment } from '@/config/deployments'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { knownAddressNames, type ProposalCallDetail } from '@/utils/governance/callDetails'
import { isAddress } from '@/utils/tokens/address'

import { Calls } from './styles'

function useAddressNames(): { names: Record<string, string>; explorer: string | undefined } {
  const chainId = useActiveChainId()
  return useMemo(() => {
    const chain = isSupportedChain(chainId) ? CHAINS[chainId] : undefined
    const wrapped = `W${chain?.nativeCurrency.symbol ?? 'ETH'}`
    return { names: knownAddressNames(getDeployment(chainId), wrapped), explorer: chain?.explorer }
  }, [chainId])
}

export function AddressLink({
  address,
  names,
  explorer,
}: {
  address: string
  names: Record<string, string>
  explorer?: string
}) {
  const checksummed = isAddress(address)
  if (!checksummed) return <>{address}</>
  const label = names[checksummed.toLowerCase()] ?? checksummed
  return explorer ? (
    <ExternalLink
      href={explorerAddressUrl(explorer, checksummed)}
      target="_blank"
      rel="noopener noreferrer"
      title={checksummed}
    >
      {label}
    </ExternalLink>
  ) : (
    <>{label}</>
  )
}

export function CallDetails({ details }: { details: ProposalCallDetail[] }) {
  const { names, explorer } = useAddressNames()
  return (
    <Calls data-testid="proposal-calls">
      {details.map((call, index) => (
        <li key={index}>
          <AddressLink address={call.target} names={names} explorer={explorer} />.{call.functionSig}(
          {call.args.length > 0
            ? call.args.map((arg, argIndex) => (
                <span key={argIndex}>
                  {argIndex > 0 && ', '}
                  {arg.address ? <AddressLink address={arg.address} names={names} explorer={explorer} /> : arg.value}
                </span>
              ))
            : call.callData}
          )
        </li>
      ))}
    </Calls>
  )
}

export function useExplorer(): string | undefined {
  return useAddressNames().explorer
}
