import { describe, expect, it } from 'vitest'

import { proposalDescription, proposalTitle } from './proposalText'

describe('proposalTitle', () => {
  it('takes the first heading', () => {
    expect(proposalTitle('# Marketing budget\n\nTransfer 5,000,000 VENOM')).toBe('Marketing budget')
    expect(proposalTitle('Intro line\n## The real title ##\nbody')).toBe('The real title')
  })

  it('falls back to the first non-empty line', () => {
    expect(proposalTitle('\n\n  Fund the grants  \nmore')).toBe('Fund the grants')
  })

  it('is undefined for a missing or blank description', () => {
    expect(proposalTitle(undefined)).toBeUndefined()
    expect(proposalTitle('')).toBeUndefined()
    expect(proposalTitle('  \n \n')).toBeUndefined()
    expect(proposalTitle('#')).toBe('#')
  })
})

describe('proposalDescription', () => {
  it('keeps the text and drops blank ones', () => {
    expect(proposalDescription('# A\n\nbody')).toBe('# A\n\nbody')
    expect(proposalDescription('   ')).toBeUndefined()
    expect(proposalDescription(undefined)).toBeUndefined()
  })
})
