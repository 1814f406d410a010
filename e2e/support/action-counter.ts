import type { Locator, Page } from '@playwright/test'
import { hydrated } from './auth'

/**
 * Counts what a person does on a page, as the first-five-minutes bars count it (issue 14): opening
 * an address (a mailed link, a scanned QR code), filling a box, typing a word (ended by Enter or
 * not), choosing from a list and a click or tap are one action each.
 */
export function actionCounter(page: Page) {
  let actions = 0
  return {
    get count() {
      return actions
    },
    open: async (url: string) => {
      actions++
      await page.goto(url)
      await hydrated(page)
    },
    fill: async (box: Locator, text: string) => {
      actions++
      await box.fill(text)
    },
    /** A word typed where the focus already is. */
    type: async (word: string) => {
      actions++
      await page.keyboard.type(word)
    },
    /** A word typed where the focus already is, ended by Enter. */
    typeWord: async (word: string) => {
      actions++
      await page.keyboard.type(word)
      await page.keyboard.press('Enter')
    },
    choose: async (list: Locator, label: string) => {
      actions++
      await list.selectOption({ label })
    },
    /** One key pressed where the focus is (a page's keyboard shortcut). */
    press: async (key: string) => {
      actions++
      await page.keyboard.press(key)
    },
    tap: async (target: Locator) => {
      actions++
      await target.click()
    },
  }
}
