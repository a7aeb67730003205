import { describe, expect, it } from 'vitest'
import { contactText } from './contact-text'

describe('a contact line', () => {
  it('names the link after the organisation, with the host beside it', () => {
    expect(
      contactText('Supreme Court of NSW – Probate: https://www.supremecourt.nsw.gov.au/probate/about.html'),
    ).toEqual({
      kind: 'link',
      label: 'Supreme Court of NSW – Probate',
      href: 'https://www.supremecourt.nsw.gov.au/probate/about.html',
      host: 'supremecourt.nsw.gov.au',
      rest: '',
    })
  })

  it('reads the address in brackets after a name the same way', () => {
    expect(
      contactText('Ontario Superior Court of Justice (https://www.ontario.ca/page/probate-small-estate/)'),
    ).toEqual({
      kind: 'link',
      label: 'Ontario Superior Court of Justice',
      href: 'https://www.ontario.ca/page/probate-small-estate/',
      host: 'ontario.ca',
      rest: '',
    })
  })

  it('names a bare address by its host and keeps what follows it', () => {
    expect(contactText('https://www.gov.uk/tell-us-once (online).')).toMatchObject({
      kind: 'link',
      label: 'gov.uk',
      href: 'https://www.gov.uk/tell-us-once',
      rest: '(online).',
    })
  })

  it('keeps text without a web address, and anything that is not http(s), as text', () => {
    expect(contactText('Emergency (unexpected death): 000')).toEqual({
      kind: 'text',
      text: 'Emergency (unexpected death): 000',
    })
    expect(contactText('Bank: javascript:alert(1)')).toEqual({ kind: 'text', text: 'Bank: javascript:alert(1)' })
  })
})
