import { createHash } from 'node:crypto'

/**
 * A child's key on a class's /join roster (decision 162): derived from the class and the profile,
 * so nothing is stored and a class code gives no profile id away. The join page and the QR code
 * of a printed login card use it; it means nothing outside that class.
 */
export function classmateKey(classId: string, profileId: string): string {
  return createHash('sha256').update(`join-roster:${classId}:${profileId}`).digest('base64url').slice(0, 16)
}
