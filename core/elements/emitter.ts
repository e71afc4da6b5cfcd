import mittModule from 'mitt'

// mitt's types are read as CommonJS under NodeNext (its package.json has no "type"), so the default
// import types as the module object; every ESM loader hands over its ESM build, whose default
// export is the function itself.
/** mitt, typed as what an ESM import returns. */
export const mitt = mittModule as unknown as typeof mittModule.default
export type { Emitter, Handler } from 'mitt'
