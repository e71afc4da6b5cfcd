import type { SourceFile } from 'ts-morph'

/** One file a generator emits: where it goes, what it was made from, and how to fill it. */
export interface GeneratedFile {
  /** Repository-relative path; always under `core/generated/` and ending in `.generated.ts`. */
  readonly path: string
  /** Repository-relative paths of the data files it was made from, named in the banner. */
  readonly sources: ReadonlyArray<string>
  /** Adds the file's statements to an empty in-memory source file. */
  readonly build: (file: SourceFile) => void
}

/** A generator reads its sources from `data/` and returns the files it emits, in a stable order. */
export type Generator = (read: DataReader, list: DataLister) => ReadonlyArray<GeneratedFile>

/** Reads and parses a JSON source from `data/`; generators never touch the disk themselves. */
export type DataReader = <T = unknown>(relativePath: string) => T

/** Lists the entries (files and folders) of a folder under `data/`, sorted. */
export type DataLister = (relativePath: string) => ReadonlyArray<{ readonly name: string; readonly isDirectory: boolean }>
