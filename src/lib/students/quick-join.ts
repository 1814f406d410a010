/**
 * A quick-joined child nobody made an account for is deleted this many days after their last
 * activity (decision 161): the teacher's screens say so where quick-joined children are listed.
 */
export const QUICK_JOIN_DAYS = 14
