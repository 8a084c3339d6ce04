// Catches render errors below it and shows a translated apology with a reload button instead of a blank page; one
// per page and one per updater started after paint, so a failing chunk, page or updater never blanks the header and
// the rest.
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

const Wrapper = styled.div`
  max-width: 480px;
  margin: 64px auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
  text-align: center;
`

const Message = styled.p`
  margin: 0 0 20px;
  line-height: 1.5;
`

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`

const ReloadButton = styled.button`
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: 10px 18px;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme }) => theme.accent};
  color: ${({ theme }) => theme.accentText};
`

/** English defaults: the error may strike before (or because) the language file could not load. */
function ErrorFallback({ scope }: { scope: string }) {
  const { t } = useTranslation(undefined, { useSuspense: false })
  return (
    <Wrapper role="alert" data-testid="error-boundary" data-scope={scope}>
      <Title>{t('errors.title', { defaultValue: 'Something went wrong' })}</Title>
      <Message>
        {t('errors.unknown', {
          defaultValue:
            'Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.',
        })}
      </Message>
      <ReloadButton type="button" data-testid="error-boundary-reload" onClick={() => window.location.reload()}>
        {t('errors.reload', { defaultValue: 'Reload the page' })}
      </ReloadButton>
    </Wrapper>
  )
}

interface State {
  error: Error | null
}

interface Props {
  children?: ReactNode
  /** Where it sits ('app', 'page', an updater's name): in the log and in `data-scope`. */
  scope?: string
  /** Something that renders nothing (an updater) fails silently: logged, nothing shown. */
  silent?: boolean
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Uncaught render error (${this.props.scope ?? 'app'})`, error, info.componentStack)
  }

  render() {
    if (!this.state.error) return this.props.children
    return this.props.silent ? null : <ErrorFallback scope={this.props.scope ?? 'app'} />
  }
}
