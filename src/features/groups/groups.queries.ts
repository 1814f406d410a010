import { queryOptions } from '@tanstack/react-query'
import { fetchGroupFormOptions, fetchGroupPage, fetchGroups } from './groups.functions'

/** Query keys of the classes feature, in one place. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (archived: boolean) => ['groups', 'list', { archived }] as const,
  options: () => ['groups', 'options'] as const,
  page: (groupId: string) => ['groups', 'page', groupId] as const,
}

export const groupsQuery = (archived = false) =>
  queryOptions({ queryKey: groupKeys.list(archived), queryFn: () => fetchGroups({ data: { archived } }) })

export const groupFormOptionsQuery = () =>
  queryOptions({ queryKey: groupKeys.options(), queryFn: () => fetchGroupFormOptions() })

export const groupPageQuery = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.page(groupId), queryFn: () => fetchGroupPage({ data: { groupId } }) })
