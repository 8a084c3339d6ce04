// Components that render nothing and keep the store in step with the chain, the wallet and the lists.
export function Updaters() {
  return <></>
}
