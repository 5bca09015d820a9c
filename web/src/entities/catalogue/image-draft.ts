/** The image as a form holds it: a chosen file not yet sent, or the saved address (null once removed). */
export type ImageDraft = { file: File | null; url: string | null }
