/**
 * The controller's own frame id, from its URL hash (controller.md §2): what follows the `#` and
 * precedes any `?`. Takes `location.hash`, with or without its `#`; undefined when there is no id.
 */
export const controllerIdFromHash = (hash: string): string | undefined => {
  const start = hash.indexOf('#') + 1
  const end = hash.indexOf('?', start)
  const id = hash.slice(start, end === -1 ? undefined : end)
  return id === '' ? undefined : id
}
