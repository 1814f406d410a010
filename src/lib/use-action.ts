import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from './error-message'
import { type FieldError, HttpError } from './http-error'

export interface UseActionOptions<TResult> {
  /**
   * The queries the action changes (keys from the features' `.queries.ts`). After a success they
   * are invalidated, and the action counts as pending until the visible ones have refetched.
   */
  invalidates?: readonly QueryKey[]
  /** After the invalidation; still part of the action (its button keeps spinning). */
  onSuccess?: (result: TResult) => void | Promise<void>
}

interface Call<TResult> {
  key: string
  perform: () => Promise<TResult>
}

/**
 * A button's call to the server, on TanStack Query's `useMutation`. A screen with several buttons
 * runs each under a key, so only that button spins (`isPending(key)`) while all can be disabled
 * (`pending`); `error` is the message of the last failure (SPEC §8 via `errorMessage`), cleared
 * when the next call starts.
 *
 *   const action = useAction({ invalidates: [classKeys.all] })
 *   <ActionButton pending={action.isPending('archive')} disabled={action.pending}
 *     onClick={() => action.run('archive', () => archiveClassFn({ data }))}>Archive</ActionButton>
 */
export function useAction<TResult = unknown>(options: UseActionOptions<TResult> = {}) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (call: Call<TResult>) => call.perform(),
    // Send even when the browser thinks it is offline: a failed call says so, a paused one would not.
    networkMode: 'always',
    onSuccess: async (result) => {
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      await options.onSuccess?.(result)
    },
  })
  const pendingKey = mutation.isPending ? (mutation.variables?.key ?? null) : null
  return {
    /** Runs `perform` under `key`; resolves to true when it (and its invalidation) succeeded. */
    run: (key: string, perform: () => Promise<TResult>): Promise<boolean> =>
      mutation.mutateAsync({ key, perform }).then(
        () => true,
        () => false,
      ),
    /** Some call is running. */
    pending: mutation.isPending,
    /** The key of the running call. */
    pendingKey,
    isPending: (key: string) => pendingKey === key,
    /** The key of the running or the last call, e.g. which choice a success that leaves the page made. */
    lastKey: mutation.variables?.key ?? null,
    error: mutation.isError ? errorMessage(mutation.error) : null,
    /** The server's errors for single fields with the last failure (e.g. the steps a publish refused). */
    fieldErrors: mutation.error instanceof HttpError ? mutation.error.errors : ([] as FieldError[]),
    /** The last successful call's result. */
    data: mutation.data,
    succeeded: mutation.isSuccess,
    /** Forgets the last result and error (e.g. when its dialog closes). */
    reset: mutation.reset,
  }
}
