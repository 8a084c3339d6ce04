import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { useLocation, useParams } from './context'
import { createMemoryHistory } from './history'
import { Link } from './Link'
import { HashRouter, Router } from './Router'
import { Navigate, Route, Routes } from './Routes'

afterEach(cleanup)

function Shows({ name }: { name: string }) {
  const params = useParams()
  const { pathname, search } = useLocation()
  return <p data-testid="page">{`${name} ${JSON.stringify(params)} ${pathname}${search}`}</p>
}

function Table() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/swap" replace />} />
      <Route path="/swap" element={<Shows name="swap" />} />
      <Route path="/remove/:a/:b" element={<Shows name="remove" />} />
      <Route path="/remove/v1/:address" element={<Shows name="remove-v1" />} />
      <Route path="*" element={<Navigate to={{ pathname: '/send', search: '?from=fallback' }} replace />} />
      <Route path="/send" element={<Shows name="send" />} />
    </Routes>
  )
}

async function renderAt(...entries: string[]) {
  const history = createMemoryHistory(entries)
  render(
    <Router history={history}>
      <Table />
      <Link to="/remove/ETH/0x1" data-testid="link">
        remove
      </Link>
    </Router>,
  )
  await act(async () => {})
  return history
}

const page = () => screen.getByTestId('page').textContent

describe('Routes', () => {
  it('renders the best-ranked row with its params', async () => {
    await renderAt('/remove/v1/0xabc')
    expect(page()).toBe('remove-v1 {"address":"0xabc"} /remove/v1/0xabc')
  })

  it('redirects / and unknown paths, replacing the entry', async () => {
    const history = await renderAt('/')
    expect(page()).toBe('swap {} /swap')
    history.push('/nowhere?x=1')
    await act(async () => {})
    expect(page()).toBe('send {} /send?from=fallback')
  })
})

describe('Link', () => {
  it('navigates in place on a plain click', async () => {
    const history = await renderAt('/swap')
    const link = screen.getByTestId('link')
    expect(link.getAttribute('href')).toBe('/remove/ETH/0x1')
    fireEvent.click(link)
    await act(async () => {})
    expect(page()).toBe('remove {"a":"ETH","b":"0x1"} /remove/ETH/0x1')
    expect(history.location.pathname).toBe('/remove/ETH/0x1')
  })

  it('leaves a modified click (new tab) and a prevented one to the browser', async () => {
    await renderAt('/swap')
    const link = screen.getByTestId('link')
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    fireEvent.click(link, { button: 1 })
    await act(async () => {})
    expect(page()).toBe('swap {} /swap')
  })
})

describe('HashRouter', () => {
  it('links with a hash href and follows the browser back to an earlier hash', async () => {
    window.history.replaceState(null, '', '#/swap')
    render(
      <HashRouter>
        <Table />
        <Link to={{ pathname: '/pool', search: '?x=1' }} data-testid="link">
          pool
        </Link>
      </HashRouter>,
    )
    await act(async () => {})
    expect(page()).toBe('swap {} /swap')
    expect(screen.getByTestId('link').getAttribute('href')).toBe('#/pool?x=1')
    window.history.pushState(null, '', '#/remove/v1/0x2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    await act(async () => {})
    expect(page()).toBe('remove-v1 {"address":"0x2"} /remove/v1/0x2')
  })
})
