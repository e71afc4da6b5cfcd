/** payloom's version, package.json's (tests/core/errorReport.test.ts keeps them equal). */
export const sdkVersion = '0.1.0'
