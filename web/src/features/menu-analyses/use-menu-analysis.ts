import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalysisPhase } from '#domain/menu-analyses/analysis-phases.ts'
import { wait } from '../../lib/wait.ts'
import type { AnalysedMenu } from './api/analysis-contract.ts'
import { checkMenuFile, type FileCheck, type MenuFileType } from './file-rules.ts'

/**
 * The preview appears half a second after the analysis completes (docs/product-spec.md §4, §9 "Preview delay:
 * 500 ms").
 */
export const previewDelayMs = 500

/** With no news of the analysis for this long, the progress offers to retry (it never starts a second one). */
export const stallAfterMs = 30_000

export type FileProblem = Extract<FileCheck, { problem: string }>['problem']

export type AnalysisState =
  | { view: 'idle'; problem: FileProblem | null }
  | {
      view: 'progress'
      phase: AnalysisPhase
      progress: number
      fileName: string
      /** While it waits for a worker: its place in the server's queue, 1 for the next. */
      queuePosition?: number
      /** Nothing has changed for `stallAfterMs`: the view offers to retry. */
      isStalled?: boolean
    }
  | { view: 'preview'; menu: AnalysedMenu; fileName: string }
  | { view: 'error'; error: unknown }

/**
 * One menu file's way through the widget: checked, sent and followed (progress), read (preview) or failed
 * (error). Only the latest file counts: starting again, cancelling or leaving stops the one before.
 * `modelService`: the model service the screen tells the person their menu is read with, sent with the file.
 */
export function useMenuAnalysis({ modelService = null }: { modelService?: string | null } = {}) {
  const [state, setState] = useState<AnalysisState>({ view: 'idle', problem: null })
  const controller = useRef<AbortController | null>(null)
  // The service the screen names as the file is chosen (the notice the person saw), not when the hook began.
  const shownService = useRef(modelService)
  shownService.current = modelService
  const lastFile = useRef<{ file: File; type: MenuFileType } | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const run = useCallback(async (file: File, type: MenuFileType) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const fileName = file.name
    const stall = watchForStall(current.signal, () =>
      setState((state) => (state.view === 'progress' ? { ...state, isStalled: true } : state)),
    )
    setState({ view: 'progress', phase: 'uploading', progress: 0, fileName })
    try {
      // Loaded when a file is chosen: the landing's first screen needs none of the analysis code.
      const { analyzeMenuFile } = await import('./analyze-menu.ts')
      const menu = await analyzeMenuFile(file, {
        type,
        signal: current.signal,
        modelService: shownService.current,
        onProgress: ({ phase, progress, queuePosition }) => {
          if (current.signal.aborted) return
          stall.report(`${phase} ${progress} ${queuePosition ?? ''}`)
          setState({
            view: 'progress',
            phase,
            progress,
            queuePosition,
            fileName,
            isStalled: stall.isStalled(),
          })
        },
      })
      stall.stop()
      setState({ view: 'progress', phase: 'complete', progress: 100, fileName })
      await wait(previewDelayMs, current.signal)
      setState({ view: 'preview', menu, fileName })
    } catch (error) {
      stall.stop()
      if (!current.signal.aborted) setState({ view: 'error', error })
    }
  }, [])

  /** Checks a chosen or dropped file and, when it is a menu file, analyses it. */
  const start = useCallback(
    async (file: File, { isScan = false } = {}) => {
      const check = await checkMenuFile(file, { isScan })
      if ('problem' in check) {
        setState({ view: 'idle', problem: check.problem })
        return
      }
      lastFile.current = { file, type: check.type }
      await run(file, check.type)
    },
    [run],
  )

  /** Analyses the last file again ("Volver a Intentar"). */
  const retry = useCallback(async () => {
    if (lastFile.current) await run(lastFile.current.file, lastFile.current.type)
  }, [run])

  /** Stops whatever runs and goes back to choosing a file. */
  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ view: 'idle', problem: null })
  }, [])

  return { state, start, retry, reset }
}

/**
 * Calls `onStall` once no new state has been reported for `stallAfterMs`. A state reported again unchanged
 * (polling reads the same job every second) is no news.
 */
function watchForStall(signal: AbortSignal, onStall: () => void) {
  let last = ''
  let isStalled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      isStalled = true
      onStall()
    }, stallAfterMs)
  }
  const stop = () => clearTimeout(timer)
  signal.addEventListener('abort', stop, { once: true })
  arm()
  return {
    report(key: string) {
      if (key === last) return
      last = key
      isStalled = false
      arm()
    },
    isStalled: () => isStalled,
    stop,
  }
}
