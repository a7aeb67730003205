import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords.server'

describe('a common password', () => {
  it.each(['123456', '12345678', 'password', 'Password1', 'iloveyou', 'qwertyuiop', 'sunshine1'])(
    'is refused: %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  )

  it.each(['rosemary-and-thyme', 'juniper-berries-4', 'correct horse battery staple'])(
    'is not one a person made up: %s',
    (password) => expect(isCommonPassword(password)).toBe(false),
  )
})
