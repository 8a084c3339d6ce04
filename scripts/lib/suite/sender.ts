// Sends a step's transaction with a nonce the runner chose: a key signs locally (the signed transaction is saved
// before it is broadcast), an unlocked node account (the local chain, a dry run's rehearsal) signs on the node.
import { BigNumber, type providers, type Wallet } from 'ethers'
import { keccak256 } from 'ethers/lib/utils.js'

export interface Sender {
  address: string
  provider: providers.JsonRpcProvider
  /** `signed` runs before the transaction leaves this process when the hash is known that early. */
  send(tx: providers.TransactionRequest, nonce: number, signed: (hash: string, raw?: string) => void): Promise<void>
}

/** Estimates plus 10%, as the app pads its own writes: state can move between the estimate and the block. */
async function paddedGas(provider: providers.JsonRpcProvider, tx: providers.TransactionRequest, from: string) {
  const estimate = await provider.estimateGas({ ...tx, from })
  return estimate.mul(110).div(100)
}

export function walletSender(wallet: Wallet, provider: providers.JsonRpcProvider): Sender {
  const signer = wallet.connect(provider)
  return {
    address: wallet.address,
    provider,
    async send(tx, nonce, signed) {
      const gasLimit = await paddedGas(provider, tx, wallet.address)
      const populated = await signer.populateTransaction({ ...tx, nonce, gasLimit })
      const raw = await signer.signTransaction(populated)
      signed(keccak256(raw), raw)
      await provider.send('eth_sendRawTransaction', [raw])
    },
  }
}

export function nodeSender(provider: providers.JsonRpcProvider, address: string): Sender {
  const signer = provider.getSigner(address)
  return {
    address,
    provider,
    async send(tx, nonce, signed) {
      const gasLimit = await paddedGas(provider, tx, address)
      signed(await signer.sendUncheckedTransaction({ ...tx, from: address, nonce: BigNumber.from(nonce), gasLimit }))
    },
  }
}

/** Broadcasts a saved transaction again; a node that has it already (or has mined it) is not an error. */
export async function rebroadcast(provider: providers.JsonRpcProvider, raw: string): Promise<void> {
  try {
    await provider.send('eth_sendRawTransaction', [raw])
  } catch (error) {
    if (!/already known|known transaction|nonce too low|already imported/i.test(String((error as Error).message)))
      throw error
  }
}
