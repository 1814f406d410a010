import { useMemo } from 'react'
import { encodeQr } from '@/lib/qr/qr-code'
import { cn } from './cn'

interface QrCodeProps {
  /** What the code holds: an absolute URL built from configuration. */
  value: string
  /** Read by screen readers instead of the pattern. */
  label: string
  className?: string
}

/** A QR code as one SVG path (crisp on paper at any size), with the four-module quiet zone. */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const code = encodeQr(value, { errorCorrection: 'M' })
    let d = ''
    code.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`
      })
    })
    return { size: code.size + 8, path: d }
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
