import { requestApi } from '../../../lib/api.ts'

/** Sends one image file as the multipart upload the image routes take. */
export function postImage(path: string, file: File): Promise<unknown> {
  const form = new FormData()
  form.append('file', file, file.name)
  return requestApi(path, { method: 'POST', body: form })
}
