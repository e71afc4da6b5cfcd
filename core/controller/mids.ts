/**
 * The fraud-signal ids the controller gets at init (controller.md §3): the device (`muid`), the
 * browser (`guid`) and the session (`sid`). Any may be missing, as when storage is blocked.
 */
export interface Mids {
  readonly muid?: string
  readonly guid?: string
  readonly sid?: string
}
