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
  const background = relativeLuminance(hex)
  const contrast = (ink: string) => {
    const other = relativeLuminance(ink)
    return (Math.max(background, other) + 0.05) / (Math.min(background, other) + 0.05)
  }
  return contrast('#111827') >= contrast('#ffffff') ? '#111827' : '#ffffff'
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}
