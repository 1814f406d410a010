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
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { Markdown } from '@/components/ui/markdown'
import { MarkdownView } from '@/components/ui/markdown-view'
import {
  isLessonPicture,
  LESSON_PICTURES,
  type LessonPictureName,
  speakableText,
} from '@/kernel/lesson-content'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { type MarkdownTrees, mapMarkdownWords } from '@/lib/markdown/markdown-tree'
import { m } from '@/paraglide/messages'
import { LESSON_MARKDOWN } from '../lesson-markdown'
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

/** The trees of the lesson's Markdown texts, from the server (decision 216), by source text. */
const LessonTextTrees = createContext<MarkdownTrees>({})
export const LessonTextTreesProvider = LessonTextTrees.Provider

const drawPicture = (name: string) => (isLessonPicture(name) ? <LessonPicture name={name} /> : `:${name}:`)

/**
 * Lesson markdown, with the lesson pictures drawn in; on a touch screen "Click" reads "Tap".
 * Drawn from the tree the server sent with the lesson (`LessonTextTreesProvider`), so the child's
 * browser runs no Markdown parser; a text the server did not send (none in the player) is parsed
 * by the lazy renderer. Memoised: the text the server rendered stays on screen through hydration.
 */
export const LessonMarkdown = memo(function LessonMarkdown({
  children,
  className = 'prose-content',
  lang = LESSON_CONTENT_LANG,
}: {
  children: string
  className?: string
  /** The language the text is in (a lesson's texts are English unless translated, decision 214). */
  lang?: string
}) {
  const touch = useCoarsePointer()
  const tree = useContext(LessonTextTrees)[children]
  const shown = useMemo(() => (tree && touch ? mapMarkdownWords(tree, touchWords) : tree), [tree, touch])
  if (!shown) {
    return (
      <Markdown className={className} lang={lang} parse={LESSON_MARKDOWN} renderPicture={drawPicture}>
        {touch ? touchWords(children) : children}
      </Markdown>
    )
  }
  return (
    <div className={className} lang={lang} dir="auto">
      <MarkdownView tree={shown} renderPicture={drawPicture} />
    </div>
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
