import { schoolUrl } from '../support/hosts'
import { expect, test } from '../support/school'
import {
  expectAccessible,
  keepScreenshot,
  linkIn,
  open,
  printCount,
  readMail,
  stubPrint,
} from './staff-helpers'

/**
 * The first five minutes of a new teacher: an admin invites them, they choose a password from the
 * mail, sign in, run the setup wizard, get a class with a join code and print the cards.
 */
test('an admin invites a teacher, who sets a password, runs setup, creates a class and prints cards', async ({
  page,
  browser,
  loginAs,
  newSchool,
}) => {
  test.setTimeout(180_000)
  // A paid school of its own with an admin, a teacher and a class: the invited teacher joins its
  // team, not the demo school's.
  const school = await newSchool({ paid: true })
  const host = school.school.subdomain
  const stamp = Date.now()
  const email = `new.teacher.${stamp}@example.test`
  const password = 'purple turtles draw squares'

  // The admin invites.
  await loginAs(page, school.as.admin)
  await open(page, schoolUrl(host, '/dashboard/teachers'))
  await expect(page.getByRole('heading', { level: 1, name: 'Teachers and admins' })).toBeVisible()
  await expect(page.getByRole('cell', { name: school.teachers[0]!.name })).toBeVisible()
  await expectAccessible(page, 'teachers list')
  await keepScreenshot(page, 'staff-teachers-list')

  await page.getByRole('link', { name: 'Invite a teacher' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Invite a teacher' })).toBeVisible()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Enter a name.')).toBeVisible()
  await expectAccessible(page, 'invite form with errors')
  await page.getByLabel('Name').fill('Nia Okafor')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent to Nia Okafor')).toBeVisible()
  await expectAccessible(page, 'invitation sent')
  await keepScreenshot(page, 'staff-invite-sent')

  await page.getByRole('link', { name: 'Back to teachers and admins' }).click()
  const row = page.getByRole('row', { name: /Nia Okafor/ })
  await expect(row.getByText('Invited')).toBeVisible()

  // The mail, read from the outbox.
  const mail = await readMail(page.request, host, email)
  expect(mail.subject).toContain(school.school.name)
  const setPasswordPath = linkIn(mail.text, '/set-password?token=')

  // The teacher, in their own browser.
  const teacherContext = await browser.newContext()
  const teacher = await teacherContext.newPage()
  await open(teacher, schoolUrl(host, setPasswordPath))
  await teacher.getByLabel('New password').fill(password)
  await teacher.getByRole('button', { name: 'Save password' }).click()
  // A first password signs in (decision 106); the school has classes, so the overview opens.
  await expect(teacher).toHaveURL(schoolUrl(host, '/dashboard/overview'), { timeout: 30_000 })

  // The overview offers the setup wizard to a teacher without a class.
  await open(teacher, schoolUrl(host, '/dashboard/overview'))
  await expect(teacher.getByRole('heading', { name: 'Get your class coding in a few minutes' })).toBeVisible()
  await expectAccessible(teacher, 'teacher overview before setup')
  await keepScreenshot(teacher, 'onboarding-overview-new-teacher')
  await teacher.getByRole('link', { name: 'Set up my class' }).click()

  // Step 1: name.
  await expect(
    teacher.getByRole('heading', { name: 'Welcome! What should your students call you?' }),
  ).toBeVisible()
  await expectAccessible(teacher, 'setup step 1')
  await keepScreenshot(teacher, 'onboarding-setup-1-name')
  await teacher.getByLabel('Your name').fill('Ms Okafor')
  await teacher.getByRole('button', { name: 'Next: my class' }).click()

  // Step 2: the class.
  await expect(teacher.getByRole('heading', { name: 'Your first class' })).toBeFocused()
  await teacher.getByRole('button', { name: 'Next: choose a course' }).click()
  await expect(teacher.getByText('Give the class a name.')).toBeVisible()
  await teacher.getByLabel('Class name').fill(`Year 2 Owls ${stamp % 1000}`)
  await teacher.getByLabel('Grade').selectOption({ label: 'Grade 2' })
  await teacher.getByRole('radio', { name: /Picture login/ }).check()
  await expectAccessible(teacher, 'setup step 2')
  await keepScreenshot(teacher, 'onboarding-setup-2-class')
  await teacher.getByRole('button', { name: 'Next: choose a course' }).click()

  // Step 3: a course.
  await expect(teacher.getByRole('heading', { name: 'A course for your class' })).toBeFocused()
  const firstCourse = teacher.getByRole('radio').first()
  await firstCourse.check()
  await expectAccessible(teacher, 'setup step 3')
  await keepScreenshot(teacher, 'onboarding-setup-3-course')
  await teacher.getByRole('button', { name: 'Create my class' }).click()

  // Step 4: join code and cards.
  await expect(teacher.getByRole('heading', { name: /is ready$/ })).toBeVisible()
  const code = (await teacher.getByTestId('join-code').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[A-Z0-9]{6}$/)
  await expect(teacher.getByRole('region', { name: /Join cards for/ })).toContainText(code)
  await expectAccessible(teacher, 'setup step 4')
  await keepScreenshot(teacher, 'onboarding-setup-4-join-code')
  await stubPrint(teacher)
  await teacher.getByRole('button', { name: 'Print login cards' }).click()
  expect(await printCount(teacher)).toBe(1)
  await teacher.emulateMedia({ media: 'print' })
  await keepScreenshot(teacher, 'onboarding-setup-4-print')
  await teacher.emulateMedia({ media: 'screen' })

  // The class exists and the teacher teaches it; the admin's list counts it.
  await teacher.getByRole('link', { name: 'Open my class' }).click()
  await expect(teacher.getByRole('heading', { level: 1 })).toContainText('Year 2 Owls')
  await open(page, schoolUrl(host, '/dashboard/teachers'))
  const activeRow = page.getByRole('row', { name: /Ms Okafor/ })
  await expect(activeRow.getByText('Active')).toBeVisible()
  await expect(activeRow.getByRole('cell', { name: '1', exact: true })).toBeVisible()
  await teacherContext.close()
})
