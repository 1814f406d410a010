import { cn } from './cn'
import { SecretPicture } from './secret-picture'
import { secretPicturesName } from './secret-picture-names'

/**
 * A child's secret pictures in the order they tap them (decision 162): "1 Dog → 2 Star", or the one
 * picture of a child who has not been given two yet. Screen readers hear "Dog then Star".
 */
export function SecretPicturePair({
  first,
  second,
  pictureClassName,
  className,
}: {
  first: number
  second: number | null
  /** Size of each picture (e.g. `w-14 text-sm`); its word is printed under it. */
  pictureClassName?: string
  className?: string
}) {
  return (
    <span
      className={cn('inline-flex items-start gap-2', className)}
      role="img"
      aria-label={secretPicturesName(first, second)}
    >
      {second === null ? (
        <SecretPicture picture={first} withLabel decorative className={pictureClassName} />
      ) : (
        <>
          <span aria-hidden="true" className="font-bold text-slate-500 text-xs">
            1
          </span>
          <SecretPicture picture={first} withLabel decorative className={pictureClassName} />
          <span aria-hidden="true" className="font-bold text-slate-500 text-xs">
            2
          </span>
          <SecretPicture picture={second} withLabel decorative className={pictureClassName} />
        </>
      )}
    </span>
  )
}
