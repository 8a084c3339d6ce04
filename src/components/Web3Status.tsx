import { useWeb3React } from '@web3-react/core'
import { useState } from 'react'
import styled from 'styled-components'

import { metaMask } from '@/connection/metaMask'
import { shortenAddress } from '@/utils/shortenAddress'

const Button = styled.button`
  border: none;
  border-radius: 12px;
  padding: 8px 14px;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme }) => theme.accent};
  color: #fff;
`

/** Header button: connects the injected wallet, then shows the connected account. */
export function Web3Status() {
  const { account, isActivating } = useWeb3React()
  const [failed, setFailed] = useState(false)

  if (account) {
    return (
      <Button type="button" data-testid="web3-status-connected" title={account}>
        {shortenAddress(account)}
      </Button>
    )
  }

  const connect = () => {
    setFailed(false)
    metaMask.activate().catch((error: unknown) => {
      console.error('Wallet connection failed', error)
      setFailed(true)
    })
  }

  return (
    <Button type="button" data-testid="connect-wallet" onClick={connect} disabled={isActivating}>
      {failed ? 'Error' : 'Connect Wallet'}
    </Button>
  )
}
