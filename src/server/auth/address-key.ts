import { isIP } from 'node:net'

/**
 * The key every per-address limit counts under (issue 21): an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber, or one cloud machine, is handed a whole /64
 * (18 quintillion addresses), so counting each address apart let 55 sign-in misses from one /64
 * all be judged. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is its IPv4 address; anything
 * that is not an address stays as it is (`unknown`).
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase()
  // A zone (fe80::1%eth0) names the local interface, not the peer.
  const bare = trimmed.split('%')[0] ?? trimmed
  const version = isIP(bare)
  if (version === 4) return bare
  if (version !== 6) return trimmed
  const groups = ipv6Groups(bare)
  if (!groups) return trimmed
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted tail read. */
function ipv6Groups(address: string): number[] | null {
  let text = address
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number)
    const [a = 0, b = 0, c = 0, d = 0] = bytes
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  const missing = 8 - left.length - right.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return null
  const groups = [...left, ...Array.from({ length: missing }, () => 0), ...right]
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null
}
