import { useState } from 'react'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { deleteSchoolLogo, uploadSchoolLogo } from '../settings.functions'
import { settingsKeys } from '../settings.queries'
import { LOGO_MAX_BYTES } from '../settings.schemas'

/**
 * The logo card's state: a file chosen is refused at once when over the limit, else uploaded;
 * after an upload the file input is emptied (a new key); the logo can be removed.
 */
export function useSchoolLogo() {
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0)
  const [tooBig, setTooBig] = useState<string | null>(null)
  const upload = useAction({
    invalidates: settingsKeys.schoolWide,
    onSuccess: () => setInputKey((key) => key + 1),
  })
  const remove = useAction({ invalidates: settingsKeys.schoolWide })
  const error = tooBig ?? upload.error ?? remove.error
  const choose = (file: File | undefined) => {
    setTooBig(null)
    upload.reset()
    if (!file) return
    if (file.size > LOGO_MAX_BYTES) {
      setTooBig(m.settings_logo_too_big({ size: (file.size / 1024 / 1024).toFixed(1) }))
      return
    }
    const data = new FormData()
    data.set('logo', file)
    void upload.run('upload', () => uploadSchoolLogo({ data }))
  }
  return {
    inputKey,
    error,
    uploading: upload.pending,
    saved: upload.succeeded && !error,
    choose,
    removing: remove.pending,
    removeLogo: () => remove.run('remove', () => deleteSchoolLogo()),
  }
}
