/** The error line under a control or a group of them; its `id` is in their `aria-describedby`. */
export function ErrorMessage({ id, messages }: { id: string; messages: readonly string[] }) {
  return (
    <p id={id} className="font-medium text-red-700 text-sm">
      {messages.join(' ')}
    </p>
  )
}
