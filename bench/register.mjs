// Lets Node run the sources' .tsx files (the forms) the way it runs their .ts files: Node strips
// TypeScript types itself but does not read JSX, so .tsx goes through esbuild first.
import { register } from 'node:module'

register(new URL('./tsxLoader.mjs', import.meta.url))
