/** The format's words and text: slugs, plain text, program text, Markdown, images, languages and outputs. */
import * as z from 'zod/mini'
import { CODE_LANGUAGES } from '@/lib/code-languages'
import { LESSON_PICTURES, unknownPictures } from './lesson-pictures'

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export const slugSchema = z
  .string()
  .check(z.regex(SLUG, 'use lower-case words joined by dashes'), z.maxLength(80))

export const text = (max: number) =>
  z.string().check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => value.trim() === value, 'must not start or end with spaces'),
  )

/** Program text: any layout, but not blank. */
export const code = (max: number) =>
  z.string().check(
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => value.trim().length > 0, 'must not be empty'),
  )

/** Markdown. Images only from `/lesson-media/…`, so lessons never load from other sites. */
export const markdownSchema = (max: number) =>
  text(max).check(
    z.refine(
      (value) =>
        [...value.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].every((m) => m[1]!.startsWith('/lesson-media/')),
      'images must come from /lesson-media/…',
    ),
    z.refine(
      (value) => unknownPictures(value).length === 0,
      `pictures are written :name: with a name from ${Object.keys(LESSON_PICTURES).join(', ')}`,
    ),
  )

export const lessonImageSchema = z.strictObject({
  src: z
    .string()
    .check(
      z.regex(
        /^\/lesson-media\/[a-z0-9][a-z0-9/_.-]*\.(png|jpe?g|svg|webp|gif)$/,
        'an image under /lesson-media/',
      ),
    ),
  alt: text(200),
})

export const programOutputSchema = z.enum(['turtle', 'console', 'both'])
export const codeLanguageSchema = z.enum(CODE_LANGUAGES)
