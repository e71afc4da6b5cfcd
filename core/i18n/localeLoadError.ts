/** Runs a locale load; a failure is logged as locale_load_error (controller.md §9), saying what it means for the shopper, and passed on. */
export const loggedLocaleLoad = async <T>(what: string, consequence: string, load: () => Promise<T>): Promise<T> => {
  try {
    return await load()
  } catch (error) {
    console.error(`payloom: locale_load_error: ${what} could not load; ${consequence}.`, error)
    throw error
  }
}
