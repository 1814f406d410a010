import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { ADMINS, ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { createStudent } from './create-student.server'
import { deleteStudent } from './delete-student.server'
import { getStudent } from './get-student.server'
import { listStudents } from './list-students.server'
import { getLoginCards } from './login-cards.server'
import { convertSessionStudent, makeAccountsForClass } from './student-accounts.server'
import { getStudentPlaces } from './student-places.server'
import { resetStudentSecret, unlockStudent } from './student-secrets.server'
import {
  convertStudentSchema,
  createStudentSchema,
  loginCardsSchema,
  resetSecretSchema,
  studentIdSchema,
  studentsSearchSchema,
  updateStudentSchema,
} from './students.schemas'
import { updateStudent } from './update-student.server'

/** Students and their subpaths: teachers, admins, staff (SPEC §2.5); students/new: admins and staff. */
const adults = requireVisitor(...ADULTS)
const admins = requireVisitor(...ADMINS)

export const fetchStudents = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(studentsSearchSchema))
  .handler(async ({ context, data }) => listStudents(await getDb(), context.auth, data))

export const fetchStudent = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(studentIdSchema))
  .handler(async ({ context, data }) => getStudent(await getDb(), context.auth, data.studentId))

export const createStudentFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(createStudentSchema))
  .handler(async ({ context, data }) => createStudent(await getDb(), context.auth, data))

export const updateStudentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(updateStudentSchema))
  .handler(async ({ context, data: { studentId, ...values } }) => {
    await updateStudent(await getDb(), context.auth, studentId, values)
    return { ok: true }
  })

export const resetStudentSecretFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(resetSecretSchema))
  .handler(async ({ context, data }) =>
    resetStudentSecret(await getDb(), context.auth, data.studentId, data.what),
  )

export const unlockStudentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(studentIdSchema))
  .handler(async ({ context, data }) => {
    await unlockStudent(await getDb(), context.auth, data.studentId)
    return { ok: true }
  })

export const convertSessionStudentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(convertStudentSchema.extend({ studentId: z.uuid() })))
  .handler(async ({ context, data: { studentId, ...names } }) =>
    convertSessionStudent(await getDb(), context.auth, studentId, names),
  )

/** Login cards for a class of quick-joined children: one press makes all their accounts. */
export const makeClassAccountsFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(z.object({ classId: z.uuid() })))
  .handler(async ({ context, data }) => makeAccountsForClass(await getDb(), context.auth, data.classId))

export const deleteStudentFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(studentIdSchema))
  .handler(async ({ context, data }) => {
    await deleteStudent(await getDb(), context.auth, data.studentId)
    return { ok: true }
  })

export const fetchLoginCards = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(loginCardsSchema))
  .handler(async ({ context, data }) => getLoginCards(await getDb(), context.auth, data.classIds))

/** The plan's places for students (decision 113), for the notice on the students page. */
export const fetchStudentPlaces = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getStudentPlaces(await getDb(), context.auth))
