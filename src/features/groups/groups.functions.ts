import { createServerFn } from '@tanstack/react-start'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import {
  groupFormSchema,
  groupIdSchema,
  groupMembersSchema,
  itemSettingSchema,
  listGroupsSchema,
  removeMemberSchema,
  updateGroupSchema,
} from './groups.schemas'
import {
  addGroupMembers,
  archiveGroup,
  createGroup,
  getGroupFormOptions,
  getGroupPage,
  listGroups,
  regenerateJoinCode,
  removeGroupMember,
  restoreGroup,
  setGroupItemSetting,
  updateGroup,
} from './groups.server'

/** Classes: teachers (their own), admins and staff (the whole school) — SPEC §2.5 groups row. */
const adults = requireVisitor('teacher', 'admin', 'staff')

export const fetchGroups = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(listGroupsSchema))
  .handler(async ({ context, data }) => listGroups(await getDb(), context.auth, data))

export const fetchGroupFormOptions = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getGroupFormOptions(await getDb(), context.auth))

export const fetchGroupPage = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(groupIdSchema))
  .handler(async ({ context, data }) => getGroupPage(await getDb(), context.auth, data.groupId))

export const createGroupFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(groupFormSchema))
  .handler(async ({ context, data }) => createGroup(await getDb(), context.auth, data))

export const updateGroupFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(updateGroupSchema))
  .handler(async ({ context, data: { groupId, ...values } }) => {
    await updateGroup(await getDb(), context.auth, groupId, values)
    return { ok: true }
  })

export const regenerateJoinCodeFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(groupIdSchema))
  .handler(async ({ context, data }) => regenerateJoinCode(await getDb(), context.auth, data.groupId))

export const archiveGroupFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(groupIdSchema))
  .handler(async ({ context, data }) => {
    await archiveGroup(await getDb(), context.auth, data.groupId)
    return { ok: true }
  })

export const restoreGroupFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(groupIdSchema))
  .handler(async ({ context, data }) => restoreGroup(await getDb(), context.auth, data.groupId))

export const setGroupItemSettingFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(itemSettingSchema))
  .handler(async ({ context, data }) => {
    await setGroupItemSetting(await getDb(), context.auth, data)
    return { ok: true }
  })

export const addGroupMembersFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(groupMembersSchema))
  .handler(async ({ context, data }) => addGroupMembers(await getDb(), context.auth, data))

export const removeGroupMemberFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(removeMemberSchema))
  .handler(async ({ context, data }) => {
    await removeGroupMember(await getDb(), context.auth, data)
    return { ok: true }
  })
