import { createHash } from 'node:crypto'
import { and, eq, isNull, or } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { files } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import {
  CONTENT_TYPES,
  describeKinds,
  describeSize,
  EXTENSIONS,
  type FileKind,
  sniffFileKind,
} from './file-kinds'
import { sanitizeSvg } from './sanitize-svg'
import { SvgRejectedError } from './svg-xml'

export interface UploadRules {
  /** The kinds this upload accepts. */
  kinds: readonly FileKind[]
  maxBytes: number
  /** The form field the error belongs to. */
  field: string
}

/** What the browser sent: a File from FormData. */
export interface Upload {
  name: string
  data: Uint8Array
}

export interface CheckedUpload {
  fileName: string
  contentType: string
  data: Uint8Array
}

function fileNameFor(original: string, kind: FileKind): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'file'
  return `${base}.${EXTENSIONS[kind]}`
}

/**
 * Checks an upload against the rules by its bytes (kind and size) and returns what to store:
 * an SVG is replaced by its sanitised copy. Errors say what would work instead.
 */
export function checkUpload(upload: Upload, rules: UploadRules): CheckedUpload {
  const refuse = (message: string) => new HttpError(400, message, [{ field: rules.field, message }])
  const allowed = describeKinds(rules.kinds)
  if (upload.data.byteLength === 0) throw refuse('The file is empty. Choose another file.')
  if (upload.data.byteLength > rules.maxBytes) {
    throw refuse(
      `The file is ${describeSize(upload.data.byteLength)}; the limit is ${describeSize(rules.maxBytes)}. ` +
        'Make it smaller or share it as a link.',
    )
  }
  const kind = sniffFileKind(upload.data)
  if (!kind || !rules.kinds.includes(kind)) {
    throw refuse(`This file is not a ${allowed} file. Choose a ${allowed} file.`)
  }
  let data = upload.data
  if (kind === 'svg') {
    try {
      data = new TextEncoder().encode(sanitizeSvg(upload.data))
    } catch (error) {
      if (!(error instanceof SvgRejectedError)) throw error
      throw refuse('This SVG file could not be read. Save it again as plain SVG, or upload a PNG.')
    }
  }
  return { fileName: fileNameFor(upload.name, kind), contentType: CONTENT_TYPES[kind], data }
}

/** Reads a File from FormData into bytes; anything else is a 400 naming the field. */
export async function readUpload(value: unknown, field: string): Promise<Upload> {
  if (
    !value ||
    typeof value !== 'object' ||
    !('arrayBuffer' in value) ||
    typeof value.arrayBuffer !== 'function'
  ) {
    throw new HttpError(400, 'Choose a file to upload.', [{ field, message: 'Choose a file to upload.' }])
  }
  const file = value as File
  return {
    name: typeof file.name === 'string' ? file.name : 'file',
    data: new Uint8Array(await file.arrayBuffer()),
  }
}

/** Stores a checked upload for a school (null: a product-wide file such as a global resource). */
export async function storeFile(db: Db, schoolId: string | null, upload: CheckedUpload): Promise<string> {
  const sha256 = createHash('sha256').update(upload.data).digest('hex')
  const [row] = await db
    .insert(files)
    .values({
      schoolId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.data.byteLength,
      data: upload.data,
      sha256,
    })
    .returning({ id: files.id })
  if (!row) throw new Error('The file was not stored')
  return row.id
}

export interface StoredFile {
  id: string
  fileName: string
  contentType: string
  sizeBytes: number
  sha256: string
  data: Uint8Array
}

/**
 * A file as a host may serve it: a school's files on that school's host, product-wide files
 * (school null) anywhere. Another school's file is "not found", never "forbidden".
 */
export async function findServableFile(
  db: Db,
  fileId: string,
  hostSchoolId: string | null,
): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      id: files.id,
      fileName: files.fileName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      sha256: files.sha256,
      data: files.data,
    })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        hostSchoolId ? or(isNull(files.schoolId), eq(files.schoolId, hostSchoolId)) : isNull(files.schoolId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** The response headers of a served file: its own type, never sniffed, never run as a page. */
export function fileResponseHeaders(
  file: Pick<StoredFile, 'fileName' | 'contentType' | 'sizeBytes' | 'sha256'>,
) {
  const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf'
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.sizeBytes),
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Cache-Control': 'private, max-age=86400',
    ETag: `"${file.sha256}"`,
    'Cross-Origin-Resource-Policy': 'same-site',
    'Referrer-Policy': 'no-referrer',
  }
  // Chrome's PDF viewer does not run under a sandbox CSP; every other file gets one, so an SVG
  // opened directly can run nothing and load nothing even if the sanitiser missed something.
  if (file.contentType !== 'application/pdf') {
    headers['Content-Security-Policy'] =
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"
  }
  return headers
}
