/** Saves `href` under `fileName` through a temporary link: the browser's own download, no server round trip. */
export function saveFile(href: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/** Saves a blob (a QR code's SVG, an exported CSV) as a file of that name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob)
  saveFile(address, fileName)
  // The click has started the download; the blob is no longer needed once it has been handed over.
  setTimeout(() => URL.revokeObjectURL(address), 0)
}
