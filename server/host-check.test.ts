import { describe, expect, it } from 'vitest'
import { allowedHosts } from './host-check'

describe('the Host values the server answers to', () => {
  it('without PUBLIC_URL: this machine’s loopback names on the server’s port, and nothing else', () => {
    const hosts = allowedHosts(undefined, 3000)
    expect([...hosts].sort()).toEqual(['127.0.0.1:3000', '[::1]:3000', 'localhost:3000'])
  })

  it('with PUBLIC_URL: its host, with the default port written or left out', () => {
    expect([...allowedHosts('https://Afterword.example.org', 3000)].sort()).toEqual([
      'afterword.example.org',
      'afterword.example.org:443',
    ])
    expect([...allowedHosts('http://afterword.example:8080/', 3000)]).toEqual(['afterword.example:8080'])
  })
})
