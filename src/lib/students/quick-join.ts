/**
 * A quick-joined child nobody made an account for is deleted this many days after their last
 * activity (decision 161): the teacher's screens say so where quick-joined children are listed.
 */
export const QUICK_JOIN_DAYS = 14

/** What a teacher is told about quick-joined children, wherever they are listed. */
export const QUICK_JOIN_EXPIRY_NOTE = `Children who quick-joined have no account. Unless you make them one, they and their work are deleted ${QUICK_JOIN_DAYS} days after they last used CodeSchool.`
