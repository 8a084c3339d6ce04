// Thin ethers v5 helpers over the artifacts: deploy, attach, send-and-wait.
import { type Contract, ContractFactory, type ContractTransaction, type Signer } from 'ethers'
import { Contract as EthersContract } from 'ethers'

import { type ArtifactName, loadArtifact } from './artifacts'

export async function deploy(signer: Signer, name: ArtifactName, ...args: unknown[]): Promise<Contract> {
  const { abi, bytecode } = loadArtifact(name)
  const factory = new ContractFactory(abi as never, bytecode, signer)
  const contract = await factory.deploy(...args)
  await contract.deployTransaction.wait()
  return contract
}

export function attach(signer: Signer, name: ArtifactName, address: string): Contract {
  return new EthersContract(address, loadArtifact(name).abi as never, signer)
}

/** Sends and waits for the receipt; a reverted transaction throws with the call's name. */
export async function send(pending: Promise<ContractTransaction>, what: string): Promise<void> {
  const tx = await pending
  const receipt = await tx.wait()
  if (receipt.status !== 1) throw new Error(`Transaction failed: ${what}`)
}
