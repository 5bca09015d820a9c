import { useEffect, useState } from 'react'

/**
 * A temporary local address for a chosen file, so a preview shows it before it is uploaded; released when
 * the file changes or the component goes. Null without a file.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return file ? url : null
}
