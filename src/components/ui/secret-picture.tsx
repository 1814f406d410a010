import {
  Apple,
  Bird,
  Car,
  Cat,
  Dog,
  Fish,
  Flower2,
  type LucideIcon,
  Rocket,
  Star,
  Sun,
  TreePine,
  Turtle,
} from 'lucide-react'
import { SECRET_PICTURES } from '@/lib/secret-pictures'
import { cn } from './cn'
import { secretPictureName } from './secret-picture-names'

const icons: readonly LucideIcon[] = [
  Dog,
  Cat,
  Rocket,
  Star,
  Apple,
  Fish,
  Turtle,
  Bird,
  Flower2,
  TreePine,
  Car,
  Sun,
]

interface SecretPictureProps {
  /** 0–11 (profiles.picture_password). */
  picture: number
  className?: string
  /** Show the word under the picture (login cards, the join screen). */
  withLabel?: boolean
  /** Hidden from screen readers when something next to it already says the word. */
  decorative?: boolean
}

const discClass = 'inline-flex aspect-square w-full items-center justify-center rounded-full'

/**
 * One of the 12 secret pictures: an inline SVG on a coloured disc, so it looks the same on every
 * machine (no emoji font needed) and prints well. Screen readers hear its word.
 */
export function SecretPicture({
  picture,
  className,
  withLabel = false,
  decorative = false,
}: SecretPictureProps) {
  const entry = SECRET_PICTURES[picture] ?? SECRET_PICTURES[0]
  const Icon = icons[picture] ?? Dog
  const style = { backgroundColor: entry.background, color: entry.color }
  const icon = <Icon aria-hidden="true" className="size-3/5" strokeWidth={2.25} />
  if (withLabel || decorative) {
    return (
      <span
        className={cn('inline-flex flex-col items-center gap-1', className)}
        aria-hidden={decorative || undefined}
      >
        <span className={discClass} style={style}>
          {icon}
        </span>
        {withLabel ? <span className="font-bold leading-none">{secretPictureName(picture)}</span> : null}
      </span>
    )
  }
  return (
    <span
      role="img"
      aria-label={secretPictureName(picture)}
      className={cn(discClass, className)}
      style={style}
    >
      {icon}
    </span>
  )
}
