/*
 * Afterword's daily reminders as notifications (docs/decisions/078-push-reminders.md). The app's service worker
 * (app/service-worker/sw.ts, decision 079) takes these handlers in with importScripts('/push-sw.js'). Plain
 * JavaScript: service workers load it as it is.
 */

const FALLBACK_URL = '/dashboard/tasks'

/** Only a path on this site: a push message never sends the person elsewhere. */
function pathOnThisSite(value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return FALLBACK_URL
  return value
}

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = (event.data && event.data.json()) || {}
  } catch {
    message = {}
  }
  const title = typeof message.title === 'string' ? message.title : 'A reminder from Afterword'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : 'Open Afterword to see your tasks.',
      tag: typeof message.tag === 'string' ? message.tag : 'afterword-reminders',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'en',
      data: { url: pathOnThisSite(message.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(pathOnThisSite(event.notification.data && event.notification.data.url), self.location.origin)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        if ('navigate' in open) await open.navigate(url.href).catch(() => undefined)
        return
      }
      await self.clients.openWindow(url.href)
    })(),
  )
})

// The browser replaced the subscription (it expired, or the push service moved it): tell the server the new one,
// signed in as the page was. The old one then answers 410 and is forgotten.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey
      const subscription =
        event.newSubscription ||
        (key && (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })))
      if (!subscription) return
      const json = subscription.toJSON()
      if (!json.endpoint || !json.keys) return
      await fetch('/dashboard/settings', {
        method: 'POST',
        credentials: 'same-origin',
        body: new URLSearchParams({
          intent: 'push-subscribe',
          endpoint: json.endpoint,
          p256dh: json.keys.p256dh,
          auth: json.keys.auth,
        }),
      })
    })(),
  )
})
