/**
 * Environment variables for a process that reads menus (the server's analysis workers, bench:menu's readers):
 * glibc's allocator settings, which a process can only be given when it starts.
 *
 * - `MALLOC_ARENA_MAX`: glibc gives each thread its own arena, and a worker kept growing read after read; two
 *   arenas hold it steadier (decision 014).
 * - `MALLOC_MMAP_THRESHOLD_`: glibc serves a large block from the mapped pages it returns to the system when
 *   freed, but each such free raises the size it maps (up to 32 MB), so later pages' buffers of a few MB
 *   came from the heap and stayed there, scattered: a reader grew from 0.6 GB on its first photo to 1 GB
 *   after four (decision 045). Setting it keeps it at glibc's own starting value, 128 KB.
 */
export const READER_PROCESS_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
}
