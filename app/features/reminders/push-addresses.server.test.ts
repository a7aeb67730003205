import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './push-send.server'
import { isPushServiceUrl } from './push-subscriptions.server'

describe('where a push may be sent', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGxyz',
    'https://wns2-by3p.notify.windows.com/w/?token=abc',
  ])('takes the push service at %s', (url) => {
    expect(isPushServiceUrl(url)).toBe(true)
  })

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://10.1.2.3/push',
    'https://localhost/push',
    'https://push.localhost/x',
    'https://printer.local/x',
    'https://metadata/x',
    'https://user:pass@fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isPushServiceUrl(url)).toBe(false)
  })

  it('connects only to public addresses, whatever a name resolves to', () => {
    for (const address of ['142.250.180.10', '2a00:1450:4009:81f::200a']) expect(isPublicAddress(address)).toBe(true)
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.20.1.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address)).toBe(false)
    }
  })
})
