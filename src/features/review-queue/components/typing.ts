/** Keys do nothing while the teacher types in a box or chooses from a list. */
export function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  if (!element?.tagName) return false
  return (
    ['TEXTAREA', 'SELECT'].includes(element.tagName) ||
    (element.tagName === 'INPUT' &&
      !['checkbox', 'radio', 'button'].includes((element as HTMLInputElement).type)) ||
    element.isContentEditable ||
    !!element.closest?.('.blocklyWidgetDiv, .cm-editor')
  )
}
