import { describe, expect, it } from 'vitest'
import { DIGEST_ACTIVITY_TYPES, DIGEST_SENTENCES, digestEmail, type DigestMessage } from './digest-email'

const UNSUBSCRIBE = 'https://afterword.test/email/digest/dXNlcg.c2lnbmF0dXJl'

function message(overrides: Partial<DigestMessage> = {}): DigestMessage {
  return {
    to: 'val@example.com',
    name: 'Val Jones',
    frequency: 'weekly',
    familyLabel: 'For Edith Smith',
    month: null,
    locale: 'en-GB',
    items: [
      { type: 'task_completed', target: 'Register the death', detail: null, actor: 'Ann Smith', day: '2026-03-03' },
      { type: 'organisations_told', target: 'Tell Us Once', detail: '12', actor: 'Ann Smith', day: '2026-03-04' },
    ],
    activityUrl: 'https://afterword.test/dashboard/family',
    unsubscribeUrl: UNSUBSCRIBE,
    settingsUrl: 'https://afterword.test/dashboard/settings',
    ...overrides,
  }
}

describe('the digest e-mail', () => {
  it('says what moved, by whom (their full names) and when, under its heading', () => {
    const mail = digestEmail(message())
    expect(mail.subject).toBe('What moved this week: For Edith Smith')
    expect(mail.text).toContain('Hello Val Jones,')
    const order = ['Tasks done', '- Ann Smith completed “Register the death”, 3 March 2026', 'Organisations told']
    const positions = order.map((part) => mail.text.indexOf(part))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(mail.text).toContain('- Ann Smith told 12 organisations through Tell Us Once, 4 March 2026')
    expect(mail.text).not.toContain('The estate')
  })

  it('names the month of a monthly digest, and dates the family’s country’s way', () => {
    const mail = digestEmail(message({ frequency: 'monthly', month: '2026-03', locale: 'en-US' }))
    expect(mail.subject).toBe('What moved in March 2026: For Edith Smith')
    expect(mail.text).toContain('completed “Register the death”, March 3, 2026')
    expect(mail.text).toContain('You receive this monthly digest')
  })

  it('has the unsubscribe link in both parts and the one-click headers of RFC 8058', () => {
    const mail = digestEmail(message())
    expect(mail.text).toContain(`To stop it, open this link: ${UNSUBSCRIBE}`)
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}" style="color:#1f4e5f">Stop the digest e-mails</a>`)
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('escapes everything people typed in the HTML part and keeps it as typed in the plain part', () => {
    const mail = digestEmail(
      message({
        name: '<b>Val</b>',
        familyLabel: 'For "Edith" <script>',
        items: [
          {
            type: 'task_completed',
            target: '<img src=x onerror=alert(1)> & sons',
            detail: null,
            actor: null,
            day: '2026-03-03',
          },
        ],
      }),
    )
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Val')
    expect(mail.html).toContain('Someone completed “&#60;img src=x onerror=alert(1)&#62; &#38; sons”')
    expect(mail.text).toContain('- Someone completed “<img src=x onerror=alert(1)> & sons”, 3 March 2026')
  })

  it('has a sentence for every type it reports', () => {
    for (const type of DIGEST_ACTIVITY_TYPES) expect(DIGEST_SENTENCES[type], type).toBeDefined()
  })
})
