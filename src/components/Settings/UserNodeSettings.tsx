// The user's own node for the chain the app reads (issue 40, item 5): typed, asked which chain it serves, and saved
// only if that is this chain; reads then go to it first, the built-in nodes after it if it fails. Loaded with the
// settings popover.
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CHAINS, isSupportedChain } from '@/config/chains'
import { checkUserNode, type NodeCheck, parseUserNodeUrl, type UserNodeUrlProblem } from '@/connection/rpc/userNode'
import { useActiveChainId } from '@/connection/useActiveChainId'
import { useUserNode } from '@/state/user/hooks'

import { InputBox, Label, Line, Message, Note, Option, Title, UrlInput } from './styles'

type Problem = { problem: UserNodeUrlProblem } | Exclude<NodeCheck, { ok: true }>

export function UserNodeSettings() {
  const chainId = useActiveChainId()
  const [node, setNode] = useUserNode(chainId)
  if (!isSupportedChain(chainId)) return null
  // A new chain or a node saved elsewhere (another tab) starts the form afresh.
  return (
    <UserNodeForm
      key={`${chainId} ${node ?? ''}`}
      chainId={chainId}
      chainName={CHAINS[chainId].name}
      node={node}
      setNode={setNode}
    />
  )
}

interface FormProps {
  chainId: number
  chainName: string
  node: string | undefined
  setNode: ReturnType<typeof useUserNode>[1]
}

function UserNodeForm({ chainId, chainName, node, setNode }: FormProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(node ?? '')
  const [problem, setProblem] = useState<Problem>()
  const [isChecking, setIsChecking] = useState(false)
  // The check under way; an answer for a text since changed is not applied.
  const checking = useRef(0)
  const inputId = useId()
  const errorId = useId()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const check = ++checking.current
    const parsed = parseUserNodeUrl(text)
    if ('problem' in parsed) return setProblem(parsed)
    setProblem(undefined)
    setIsChecking(true)
    const answer = await checkUserNode(parsed.url, chainId)
    if (check !== checking.current) return
    setIsChecking(false)
    if (answer.ok) setNode(parsed.url)
    else setProblem(answer)
  }

  const onType = (value: string) => {
    checking.current += 1
    setIsChecking(false)
    setProblem(undefined)
    setText(value)
  }

  return (
    <>
      <Title>{t('settings.node.title')}</Title>
      <Label as="label" htmlFor={inputId}>
        {t('settings.node.label', { chain: chainName })}
      </Label>
      <Line as="form" onSubmit={(event: FormEvent) => void save(event)} noValidate>
        <InputBox $tone={problem ? 'error' : undefined}>
          <UrlInput
            id={inputId}
            data-testid="settings-rpc-input"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? errorId : undefined}
            value={text}
            onChange={(event) => onType(event.target.value)}
          />
        </InputBox>
        <Option
          type="submit"
          data-testid="settings-rpc-save"
          $active={false}
          disabled={isChecking || text.trim() === ''}
        >
          {isChecking ? t('settings.node.checking') : t('settings.node.save')}
        </Option>
      </Line>
      {problem && (
        <Message $tone="error" role="alert" id={errorId} data-testid="settings-rpc-error">
          {problemText(t, problem, chainName, chainId)}
        </Message>
      )}
      {node && (
        <>
          <Note data-testid="settings-rpc-status">{t('settings.node.inUse', { url: node })}</Note>
          <Option type="button" data-testid="settings-rpc-reset" $active={false} onClick={() => setNode(null)}>
            {t('settings.node.reset')}
          </Option>
        </>
      )}
    </>
  )
}

function problemText(
  t: ReturnType<typeof useTranslation>['t'],
  problem: Problem,
  chain: string,
  expected: number,
): string {
  switch (problem.problem) {
    case 'notUrl':
      return t('settings.node.notUrl')
    case 'insecure':
      return t('settings.node.insecure')
    case 'noAnswer':
      return t('settings.node.noAnswer')
    case 'notJsonRpc':
      return t('settings.node.notJsonRpc')
    case 'wrongChain':
      return t('settings.node.wrongChain', { found: problem.chainId, chain, expected })
  }
}
