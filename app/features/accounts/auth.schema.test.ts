import { describe, expect, it } from 'vitest'
import { parseForm, SignInSchema, SignUpSchema, FULL_NAME_REQUIRED } from './auth.schema'
import { destinationAfterSignIn, destinationAfterSignUp, safeRedirectPath } from './redirects'

const ok = { fullName: 'Ann Wilson', email: 'ann@example.com', password: 'rosemary' }

describe('the sign-up rules (docs/product.md)', () => {
  it('trims the full name and the e-mail address, and makes runs of spaces in the name one', () => {
    expect(parseForm(SignUpSchema, { ...ok, fullName: '  Ann   Wilson  ', email: ' ann@example.com ' })).toEqual({
      success: true,
      data: { fullName: 'Ann Wilson', email: 'ann@example.com', password: 'rosemary' },
    })
  })

  it('takes names in any script, of one word or many, up to 100 characters', () => {
    for (const fullName of ['Aroha', 'Siobhán Ní Bhriain', 'José María García-López', '李小龍', 'x'.repeat(100)]) {
      expect(parseForm(SignUpSchema, { ...ok, fullName })).toMatchObject({ success: true, data: { fullName } })
    }
  })

  it('asks for no username: a form that sends one still needs the full name', () => {
    const result = parseForm(SignUpSchema, { username: 'margaretmwycmj10', email: ok.email, password: ok.password })
    expect(result).toEqual({ success: false, fieldErrors: { fullName: FULL_NAME_REQUIRED } })
  })

  it.each([
    [{ fullName: '' }, 'fullName', 'Please enter your full name'],
    [{ fullName: '   ' }, 'fullName', FULL_NAME_REQUIRED],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'A full name can have at most 100 characters'],
    [
      { fullName: 'Ann\u0000Wilson' },
      'fullName',
      'This contains a character that cannot be saved. Please type it again.',
    ],
    [{ email: '' }, 'email', 'Please enter your e-mail address'],
    [{ email: 'ann@' }, 'email', 'Please enter a full e-mail address, like name@example.com'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'An e-mail address can have at most 254 characters'],
    [{ password: '' }, 'password', 'Please choose a password'],
    [{ password: '1234567' }, 'password', 'Your password needs at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password', 'A password can have at most 128 characters'],
    [{ fullName: undefined }, 'fullName', FULL_NAME_REQUIRED],
  ])('%o gives a message on %s', (change, field, message) => {
    const result = parseForm(SignUpSchema, { ...ok, ...change })
    expect(result.success).toBe(false)
    if (!result.success) expect(result.fieldErrors[field]).toBe(message)
  })

  it('sign-in needs only an e-mail address and a password', () => {
    expect(parseForm(SignInSchema, { email: 'ann@example.com', password: 'x' }).success).toBe(true)
    expect(parseForm(SignInSchema, { email: ' ', password: '' })).toEqual({
      success: false,
      fieldErrors: { email: 'Please enter your e-mail address', password: 'Please enter your password' },
    })
  })
})

describe('where people go after signing in', () => {
  it('follows payment first, then a safe redirectTo, then /', () => {
    expect(destinationAfterSignIn('donation', '/x')).toBe('/donate')
    expect(destinationAfterSignIn('premium', null)).toBe('/premium')
    expect(destinationAfterSignIn(null, '/dashboard/settings?tab=a')).toBe('/dashboard/settings?tab=a')
    expect(destinationAfterSignIn(null, null)).toBe('/')
    // A new account with nowhere to go makes its plan; one heading somewhere still goes there.
    expect(destinationAfterSignUp(null, null)).toBe('/onboarding')
    expect(destinationAfterSignUp(null, 'https://evil.example')).toBe('/onboarding')
    expect(destinationAfterSignUp(null, '/resources')).toBe('/resources')
    expect(destinationAfterSignUp('premium', null)).toBe('/premium')
  })

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ''])(
    'never leaves the site: %s',
    (target) => expect(safeRedirectPath(target)).toBeNull(),
  )

  // Each value as the route receives it, after URLSearchParams has decoded the query string once. The check
  // must hold for the path that is returned, after normalising, not just the raw value.
  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/.%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/\\evil.example',
    '//evil.example',
    'https:evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/\t/evil.example',
    '/%5C%5Cevil.example',
  ])('the path it returns stays on this site: %s', (target) => {
    const path = safeRedirectPath(target)
    if (path === null) return
    expect(path.startsWith('/')).toBe(true)
    expect(path.startsWith('//')).toBe(false)
    expect(path.startsWith('/\\')).toBe(false)
    expect(new URL(path, 'https://afterword.example').origin).toBe('https://afterword.example')
  })

  it('refuses a value that only normalises into another host', () => {
    expect(safeRedirectPath('/.//evil.example')).toBeNull()
    expect(safeRedirectPath('/a/..//evil.example')).toBeNull()
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })
})
