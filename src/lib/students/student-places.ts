import { m } from '@/paraglide/messages'

/**
 * What a child is told when their school's plan has no place left (decision 113), in the page's
 * or the request's language (decision 219). Here, not in a feature's schemas, so the join page can
 * show it without loading zod (decision 152).
 */
export const noRoomForChild = () => m.join_error_no_room()
