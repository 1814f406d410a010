import { classmateKey } from '@/server/auth/classmate-key'
import type { JoinClassmate } from './join-roster'

export { classmateKey }

/** One name to tap on /join: the key, the name, and for picture classes how many pictures. */
export function joinClassmate(
  classId: string,
  loginType: 'picture' | 'words' | 'password',
  member: { id: string; picturePasswordSecond: number | null },
  name: string,
): JoinClassmate {
  return {
    key: classmateKey(classId, member.id),
    name,
    ...(loginType === 'picture' ? { pictures: member.picturePasswordSecond === null ? 1 : 2 } : {}),
  }
}
