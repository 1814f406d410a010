// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { click, render, settle, typeInto } from '@/test/render'
import {
  deleteStudentData,
  fetchSchoolSettings,
  requestSchoolDeletionFn,
  uploadSchoolLogo,
} from '../settings.functions'
import type { SchoolSettings } from '../settings.server'
import { DeleteSchoolCard } from './delete-school-card'
import { DeleteStudentsCard } from './delete-students-card'
import { LogoCard } from './school-logo-card'

vi.mock('../settings.functions', () => ({
  fetchSchoolSettings: vi.fn(),
  uploadSchoolLogo: vi.fn(),
  deleteSchoolLogo: vi.fn(),
  deleteStudentData: vi.fn(),
  requestSchoolDeletionFn: vi.fn(),
  cancelSchoolDeletionFn: vi.fn(),
}))

const settings: SchoolSettings = {
  name: 'Hill  Street School',
  subdomain: 'hill',
  address: '',
  allowedLoginTypes: ['picture'],
  defaultLocale: 'en',
  logoUrl: null,
  studentCount: 3,
  deletionDueAt: null,
}

let screen: ReturnType<typeof render> | null = null
beforeEach(() => {
  vi.mocked(uploadSchoolLogo).mockReset()
  vi.mocked(deleteStudentData).mockReset()
  vi.mocked(requestSchoolDeletionFn).mockReset()
  vi.mocked(fetchSchoolSettings).mockResolvedValue(settings as never)
})
afterEach(() => {
  screen?.unmount()
  screen = null
})

const byText = (selector: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.includes(text))

function chooseFile(bytes: number) {
  const input = screen!.container.querySelector<HTMLInputElement>('input[type="file"]')!
  const file = new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' })
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
  return file
}

it('a logo over 1 MB is refused before sending; a smaller one is uploaded and saved', async () => {
  vi.mocked(uploadSchoolLogo).mockResolvedValue({} as never)
  screen = render(<LogoCard settings={settings} />)
  chooseFile(2 * 1024 * 1024)
  await settle()
  expect(byText('[role="alert"], .alert, div', 'the limit is 1 MB')?.textContent).toContain(
    'This file is 2.0 MB; the limit is 1 MB. Choose a smaller file.',
  )
  expect(uploadSchoolLogo).not.toHaveBeenCalled()
  const file = chooseFile(20_000)
  await settle()
  expect(uploadSchoolLogo).toHaveBeenCalledTimes(1)
  const sent = vi.mocked(uploadSchoolLogo).mock.calls[0]![0] as unknown as { data: FormData }
  expect(sent.data.get('logo')).toBe(file)
  expect(screen.container.textContent).toContain('Logo saved.')
  expect(screen.container.textContent).not.toContain('the limit is 1 MB')
})

it("deleting student data asks for the school's name (spaces and case aside), then says how many went", async () => {
  vi.mocked(deleteStudentData).mockResolvedValue({ students: 3 } as never)
  screen = render(<DeleteStudentsCard settings={settings} />)
  click(byText('button', 'Delete all student data')!)
  await settle()
  const confirm = () => byText('button', 'Delete everything') as HTMLButtonElement
  expect(confirm().disabled).toBe(true)
  const box = document.querySelector<HTMLInputElement>('[role="dialog"] input')!
  typeInto(box, 'Hill Street')
  expect(confirm().disabled).toBe(true)
  typeInto(box, ' hill street   SCHOOL ')
  expect(confirm().disabled).toBe(false)
  click(confirm())
  await settle()
  expect(deleteStudentData).toHaveBeenCalledWith({ data: { confirmation: ' hill street   SCHOOL ' } })
  expect(document.querySelector('[role="dialog"]')).toBeNull()
  expect(screen.container.textContent).toContain('Deleted 3 students and all their work.')
})

it("asking to delete the school takes the school's name too, and keeping it sends nothing", async () => {
  vi.mocked(requestSchoolDeletionFn).mockResolvedValue({} as never)
  screen = render(<DeleteSchoolCard settings={settings} />)
  click(byText('button', 'Ask to delete the school')!)
  await settle()
  const confirm = () => byText('button', 'Delete in 30 days') as HTMLButtonElement
  const box = () => document.querySelector<HTMLInputElement>('[role="dialog"] input')!
  typeInto(box(), 'Hill School')
  expect(confirm().disabled).toBe(true)
  click(byText('button', 'Keep the school')!)
  await settle()
  expect(document.querySelector('[role="dialog"]')).toBeNull()
  expect(requestSchoolDeletionFn).not.toHaveBeenCalled()
  click(byText('button', 'Ask to delete the school')!)
  await settle()
  typeInto(box(), 'HILL STREET SCHOOL')
  click(confirm())
  await settle()
  expect(requestSchoolDeletionFn).toHaveBeenCalledWith({ data: { confirmation: 'HILL STREET SCHOOL' } })
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})
