/**
 * Words the blocks voice never uses (decision 117): programming terms a six-year-old does not
 * know, line numbers ("Line 3:", "Line 2 should be") and code formatting (backticks). "Run",
 * "repeat", "block", "turtle" and "line" (a drawn line) are the children's own words.
 */
export const PROGRAMMING_WORDS =
  /\b(loops?|errors?|undefined|null|NaN|functions?|variables?|syntax|statements?|exceptions?|crash(?:ed)?|bugs?|code|programs?|print(?:s|ed)?|console|parameters?|arguments?|strings?|integers?|boolean|arrays?|recursion|execute[ds]?|compile[ds]?|runtime|brackets?|semicolons?|scripts?|debug)\b|\bline \d+(?::| should| \()|`/i
