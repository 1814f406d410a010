import { Fragment } from 'react'
import { cn } from './cn'

/**
 * A web address to read or type off paper or a board: it may wrap only after a dot, a slash, a
 * hyphen or between the parts of its query, never in the middle of a word
 * ("oak-primary.codeschool.app/join?code=…").
 */
export function WebAddress({ address, className }: { address: string; className?: string }) {
  const parts = addressParts(address)
  return (
    // An address is not a word to translate, and it reads left to right in every language.
    <span className={cn('font-mono [overflow-wrap:break-word]', className)} translate="no" dir="ltr">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  )
}

/** The address cut after each dot, slash, hyphen, ? and =: the places a line may end. */
export function addressParts(address: string): string[] {
  return address.split(/(?<=[./?=&-])/).filter((part) => part !== '')
}
