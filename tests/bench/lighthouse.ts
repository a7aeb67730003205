import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../playwright.config'

export interface LighthouseScores {
  performance: number
  accessibility: number
  largestContentfulPaintMs: number
  totalBlockingTimeMs: number
}

/** Lighthouse's default (mobile, simulated slow 4G and CPU) run in Debian's Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: FULL_CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { categories, audits } = result.lhr
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    }
  } finally {
    chrome.kill()
  }
}
