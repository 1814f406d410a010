import { queryOptions } from '@tanstack/react-query'
import { fetchProfileSetup } from './joining.functions'

/** Query keys of the joining feature, in one place. */
const joiningKeys = {
  all: ['joining'] as const,
  profileSetup: () => ['joining', 'profile-setup'] as const,
}

/** What a district's child still has to tell (their school and grade) before they start. */
export const profileSetupQuery = () =>
  queryOptions({ queryKey: joiningKeys.profileSetup(), queryFn: () => fetchProfileSetup() })
