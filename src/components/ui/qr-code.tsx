import { useMemo } from 'react'
import { encode } from 'uqr'
import { cn } from './cn'

interface QrCodeProps {
  /** What the code holds: an absolute URL built from configuration. */
  value: string
  /** Read by screen readers instead of the pattern. */
  label: string
  className?: string
}

/** Modules of light margin on each side: the quiet zone the standard asks for. */
const QUIET_ZONE = 4

/**
 * A QR code (encoded by `uqr`, level M: 15 % of the code may be lost to a crease or a smudge) as
 * one SVG path, crisp on paper at any size, with the four-module quiet zone (decision 182).
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const code = encode(value, { ecc: 'M', border: 0 })
    let d = ''
    code.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
      })
    })
    return { size: code.size + 2 * QUIET_ZONE, path: d }
  }, [value])
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-qr-value={value}
      shapeRendering="crispEdges"
      className={cn('block aspect-square bg-white', className)}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
