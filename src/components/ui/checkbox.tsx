import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cn } from './cn'

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  description?: ReactNode
}

/**
 * A checkbox with its label (and an optional line of explanation) to click. The label alone is its
 * name; the explanation is its description, read after the name and the state.
 */
export function Checkbox({ label, description, className, ...props }: CheckboxProps) {
  const id = useId()
  const labelId = `${id}-label`
  const descriptionId = `${id}-description`
  return (
    <label className={cn('flex cursor-pointer items-start gap-3', className)}>
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-brand-600"
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        {...props}
      />
      <span className="grid gap-0.5">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="text-slate-600 text-sm">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  )
}
