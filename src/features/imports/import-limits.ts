/** PRODUCT.md §8: an import holds at most 10,000 rows and the CSV at most 5 MB. */
export const MAX_IMPORT_ROWS = 10_000
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
export const MAX_IMPORT_MB = 5
/** How long the result file (new usernames and passwords) can be downloaded. */
export const RESULT_DOWNLOAD_DAYS = 7
