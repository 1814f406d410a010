import { createHash } from 'node:crypto'
import type { JoinClassmate } from './join-roster'

/** A child's key on a class's roster (join-roster.ts): derived, so nothing is stored. */
export function classmateKey(classId: string, profileId: string): string {
  return createHash('sha256').update(`join-roster:${classId}:${profileId}`).digest('base64url').slice(0, 16)
}

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
