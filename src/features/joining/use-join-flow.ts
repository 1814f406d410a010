import { useEffect, useReducer, useRef, useState } from 'react'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import type { JoinClassmate } from './find-class.server'
import { FIRST_STEP, joinStep, picturesToCheck, stepName } from './join-steps'
import {
  findJoinAddressFn,
  lookupJoinClass,
  pictureSignInFn,
  quickJoinFn,
  wordsSignInFn,
} from './joining.functions'

export interface JoinFlowOptions {
  /** From the join link (/join?code=…). */
  initialCode?: string
  /** From a login card's QR code (/join?code=…&student=<key>): that child's secret step. */
  initialStudent?: string
  /** Keeps the code in the URL so a reload or the back button stays on the class. */
  onCodeChange?: (code: string | undefined) => void
  /** Leaves for another page with a full load; tests watch it instead. */
  go?: (href: string) => void
}

/**
 * Joining a class: the step (`join-steps.ts`), the typed code, and the calls to the server, all
 * through one `useAction` so one error box and one spinner serve every step. Signing in ends with
 * a full load of the child's page.
 */
export function useJoinFlow({
  initialCode,
  initialStudent,
  onCodeChange,
  go = (href) => window.location.assign(href),
}: JoinFlowOptions) {
  const [step, dispatch] = useReducer(joinStep, FIRST_STEP)
  const [code, setCode] = useState(initialCode ?? '')
  const action = useAction()
  // On the main host a code leads to the class's school, then on to its join page there.
  const onMainHost = useRequestContext()?.place.kind === 'main'
  // Signing in ends on another page: keep the spinner until the browser leaves.
  const busy = action.pending || (action.succeeded && action.lastKey === 'sign-in')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const started = useRef(false)

  // Each new step is announced and focused, so a screen reader (or a keyboard) starts at its top;
  // a step whose name box took the focus keeps it there (its label is read out instead).
  const name = stepName(step)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (started.current && !(document.activeElement instanceof HTMLInputElement)) headingRef.current?.focus()
    started.current = true
  }, [name])

  // A link's code is looked up before the child taps anything: it is counted apart (decision 160).
  const lookup = (typed: string, studentKey?: string, fromLink = false) =>
    action.run(onMainHost ? 'sign-in' : 'lookup', async () => {
      if (onMainHost) {
        const { url } = await findJoinAddressFn({ data: { code: typed, fromLink } })
        go(url)
        return
      }
      const schoolClass = await lookupJoinClass({ data: { code: typed, fromLink } })
      onCodeChange?.(schoolClass.code)
      dispatch({ type: 'found', schoolClass, studentKey })
    })

  // A join link opens straight on the class; a login card's code on the child's own step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first code from the link
  useEffect(() => {
    if (initialCode) void lookup(initialCode, initialStudent, true)
  }, [])

  const finish = (signIn: () => Promise<{ redirectTo: string }>) =>
    action.run('sign-in', async () => {
      const { redirectTo } = await signIn()
      // A full load, so every part of the page knows who is signed in now.
      go(redirectTo)
    })

  const classCode = step.kind === 'code' ? code : step.schoolClass.code

  return {
    step,
    code,
    setCode,
    busy,
    error: action.error,
    headingRef,
    submitCode: () => void lookup(code),
    back: () => {
      action.reset()
      if (step.kind === 'names') onCodeChange?.(undefined)
      dispatch({ type: 'back' })
    },
    choose: (student: JoinClassmate) => {
      action.reset()
      dispatch({ type: 'chose', student })
    },
    tap: (picture: number) => {
      if (step.kind !== 'picture') return
      const pictures = picturesToCheck(step, picture)
      if (!pictures) action.reset()
      dispatch({ type: 'tapped', picture })
      if (!pictures) return
      const student = step.student.key
      void finish(() => pictureSignInFn({ data: { code: classCode, student, pictures } })).then(
        (signedIn) => {
          // A wrong pair starts again at the first picture, with the answer above it.
          if (!signedIn) dispatch({ type: 'refused' })
        },
      )
    },
    signInWithWords: (words: string) => {
      if (step.kind !== 'words') return
      const student = step.student.key
      void finish(() => wordsSignInFn({ data: { code: classCode, student, words } }))
    },
    quickJoin: (name: string) => void finish(() => quickJoinFn({ data: { code: classCode, name } })),
  }
}

export type JoinFlowState = ReturnType<typeof useJoinFlow>
