/**
 * The text of a mail that carries one link, as every such mail is laid out: the greeting, a blank
 * line, what the link does, the link on a line of its own, a blank line, what happens after.
 */
export function linkMailText(parts: { greeting: string; body: string; link: string; after: string }): string {
  return [parts.greeting, '', parts.body, parts.link, '', parts.after].join('\n')
}
