import { Blocks, Braces, Brush, Code2, type LucideIcon, Palette, Puzzle, Rocket, Shapes } from 'lucide-react'

/** The icons course content names (lucide names, kebab-case); others fall back to code. */
const ICONS: Record<string, LucideIcon> = {
  blocks: Blocks,
  braces: Braces,
  brush: Brush,
  palette: Palette,
  puzzle: Puzzle,
  rocket: Rocket,
  shapes: Shapes,
  code: Code2,
}

export function CourseIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Code2
  return <Icon aria-hidden="true" className={className} />
}

/** Card colours are content; text on them is white or near-black, whichever reads better. */
export function readableOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const r = (value >> 16) & 255
  const g = (value >> 8) & 255
  const b = value & 255
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255
  return luminance > 0.6 ? '#111827' : '#ffffff'
}
