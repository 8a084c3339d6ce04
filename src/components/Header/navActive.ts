// Which header link is highlighted for a path: Pool also covers adding, removing, creating and finding pairs;
// Explore is the pools and tokens explorer and their pool and token pages; Portfolio is the account's holdings.

export type NavItem = 'swap' | 'pool' | 'explore' | 'portfolio' | 'staking'

const PREFIXES: Record<NavItem, readonly string[]> = {
  // /send is the swap screen in send mode.
  swap: ['/swap', '/send'],
  pool: ['/pool', '/add', '/remove', '/create', '/find'],
  explore: ['/pools', '/tokens'],
  portfolio: ['/portfolio'],
  staking: ['/staking'],
}

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

export function isNavActive(item: NavItem, pathname: string): boolean {
  return PREFIXES[item].some((prefix) => startsWithSegment(pathname, prefix))
}
