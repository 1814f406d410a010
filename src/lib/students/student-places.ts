/**
 * What a child is told when their school's plan has no place left (decision 113). Here, not in a
 * feature's schemas, so the join page can show it without loading zod (decision 152).
 */
export const NO_ROOM_FOR_CHILD =
  'There is no room for new students at your school right now. Ask your teacher.'
