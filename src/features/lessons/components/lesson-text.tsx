import {
  Box,
  Hexagon,
  type LucideIcon,
  Megaphone,
  Palette,
  Pencil,
  Repeat,
  Square,
  Triangle,
  Turtle,
  Volume2,
  VolumeX,
} from 'lucide-react'
import { type ComponentProps, memo, useCallback, useEffect, useRef, useState } from 'react'
import { Markdown } from '@/components/ui/markdown'
import {
  isLessonPicture,
  LESSON_PICTURES,
  type LessonPictureName,
  PICTURE_CODE,
  speakableText,
} from '@/kernel/lesson-content'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { touchWords, useCoarsePointer } from './touch-words'

export { LESSON_CONTENT_LANG }

const PICTURE_ICONS: Record<LessonPictureName, { icon: LucideIcon; className: string }> = {
  turtle: { icon: Turtle, className: 'text-green-700' },
  pencil: { icon: Pencil, className: 'text-amber-700' },
  palette: { icon: Palette, className: 'text-violet-700' },
  repeat: { icon: Repeat, className: 'text-orange-700' },
  triangle: { icon: Triangle, className: 'text-red-700' },
  square: { icon: Square, className: 'text-blue-700' },
  hexagon: { icon: Hexagon, className: 'text-teal-700' },
  megaphone: { icon: Megaphone, className: 'text-fuchsia-700' },
  box: { icon: Box, className: 'text-amber-800' },
}

/** One of the lesson pictures, inline in the text; screen readers hear its word. */
function LessonPicture({ name }: { name: LessonPictureName }) {
  const { icon: Icon, className } = PICTURE_ICONS[name]
  return (
    <span role="img" aria-label={LESSON_PICTURES[name]} className="inline-flex align-[-0.2em]">
      <Icon aria-hidden="true" className={`size-[1.4em] ${className}`} strokeWidth={2.25} />
    </span>
  )
}

interface MdastNode {
  type: string
  value?: string
  children?: MdastNode[]
  data?: Record<string, unknown>
}

/** A remark plugin: `:turtle:` in text becomes a picture element (a span the renderer replaces). */
function remarkLessonPictures() {
  const visit = (node: MdastNode) => {
    if (!node.children) return
    node.children = node.children.flatMap((child): MdastNode[] => {
      if (child.type !== 'text' || !child.value) {
        visit(child)
        return [child]
      }
      const parts: MdastNode[] = []
      let last = 0
      for (const match of child.value.matchAll(PICTURE_CODE)) {
        const name = match[1]!
        if (!isLessonPicture(name)) continue
        if (match.index > last) parts.push({ type: 'text', value: child.value.slice(last, match.index) })
        parts.push({ type: 'lessonPicture', data: { hName: 'span', hProperties: { dataPicture: name } } })
        last = match.index + match[0].length
      }
      if (parts.length === 0) return [child]
      if (last < child.value.length) parts.push({ type: 'text', value: child.value.slice(last) })
      return parts
    })
  }
  return (tree: MdastNode) => visit(tree)
}

const lessonComponents = {
  span: ({ node: _node, ...props }: ComponentProps<'span'> & { node?: unknown }) => {
    const name = (props as Record<string, unknown>)['data-picture']
    if (typeof name === 'string' && isLessonPicture(name)) return <LessonPicture name={name} />
    return <span {...props} />
  },
}

const lessonPlugins = [remarkLessonPictures]

/**
 * Lesson markdown, with the lesson pictures drawn in; on a touch screen "Click" reads "Tap".
 * Memoised with props that stay the same: the text the server rendered stays on screen while the
 * markdown renderer's chunk loads. A render of a server-rendered Suspense boundary before it has
 * hydrated would swap it for the fallback (the raw markdown), which was the lesson page's late
 * Largest Contentful Paint.
 */
export const LessonMarkdown = memo(function LessonMarkdown({
  children,
  className,
  lang = LESSON_CONTENT_LANG,
}: {
  children: string
  className?: string
  /** The language the text is in (a lesson's texts are English unless translated, decision 214). */
  lang?: string
}) {
  const touch = useCoarsePointer()
  return (
    <Markdown
      className={className}
      lang={lang}
      remarkPlugins={lessonPlugins}
      components={lessonComponents}
    >
      {touch ? touchWords(children) : children}
    </Markdown>
  )
})

/**
 * "Read to me": the browser's own voice (speechSynthesis) reads the text, for children who do not
 * read yet. Not shown where the browser has no voice; pressing it again stops.
 */
/** `lang`: the text's language, so the voice reads it in that language (not the page's). */
export function ReadAloudButton({ text, lang = LESSON_CONTENT_LANG }: { text: string; lang?: string }) {
  const [supported, setSupported] = useState(false)
  const [speaking, setSpeaking] = useState(false)
  const mine = useRef<SpeechSynthesisUtterance | null>(null)

  useEffect(() => {
    setSupported(Boolean(window.speechSynthesis) && typeof window.SpeechSynthesisUtterance === 'function')
    // Moving to another step stops the reading of this one.
    return () => {
      if (mine.current) window.speechSynthesis.cancel()
    }
  }, [])

  const toggle = useCallback(() => {
    const synth = window.speechSynthesis
    synth.cancel()
    if (speaking) {
      mine.current = null
      setSpeaking(false)
      return
    }
    const utterance = new SpeechSynthesisUtterance(speakableText(text))
    utterance.lang = lang
    utterance.rate = 0.9
    utterance.onend = utterance.onerror = () => {
      if (mine.current !== utterance) return
      mine.current = null
      setSpeaking(false)
    }
    mine.current = utterance
    setSpeaking(true)
    synth.speak(utterance)
  }, [speaking, text, lang])

  if (!supported) return null
  const Icon = speaking ? VolumeX : Volume2
  return (
    <button
      type="button"
      onClick={toggle}
      data-testid="read-aloud"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-xl border-2 border-brand-600 bg-white px-3 py-1.5 font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <Icon aria-hidden="true" className="size-5" />
      {speaking ? m.stop_reading() : m.read_to_me()}
    </button>
  )
}

interface LessonTextProps {
  children: string
  /** Young children's lessons: a "Read to me" button beside the text. */
  readAloud: boolean
  /** The text's language: English unless the lesson is translated (decision 214). */
  lang?: string
}

/** A step's text (an explanation, an exercise's instructions), with its read-aloud button. */
export function LessonText({ children, readAloud, lang = LESSON_CONTENT_LANG }: LessonTextProps) {
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <LessonMarkdown className="prose-content min-w-0 flex-1 basis-64 text-lg" lang={lang}>
        {children}
      </LessonMarkdown>
      {readAloud ? <ReadAloudButton text={children} lang={lang} /> : null}
    </div>
  )
}
