/**
 * SHA-1 of a string's UTF-8 bytes, as 40 lowercase hex digits (FIPS 180-4). Synchronous and
 * dependency-free so experiment bucketing needs neither `crypto.subtle` (async, secure contexts
 * only) nor `node:crypto`. Not for security: only to spread ids evenly.
 */
export const sha1 = (input: string): string => {
  const bytes = new TextEncoder().encode(input)
  // The message, a 0x80 byte, zeros, and the bit length in the last 8 bytes, to whole 64-byte blocks.
  const length = Math.ceil((bytes.length + 9) / 64) * 64
  const padded = new Uint8Array(length)
  padded.set(bytes)
  padded[bytes.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(length - 8, Math.floor(bytes.length / 0x20000000))
  view.setUint32(length - 4, (bytes.length * 8) >>> 0)

  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
  const words = new Uint32Array(80)
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i++) words[i] = view.getUint32(block + i * 4)
    for (let i = 16; i < 80; i++) words[i] = rotate(words[i - 3]! ^ words[i - 8]! ^ words[i - 14]! ^ words[i - 16]!, 1)
    let [a, b, c, d, e] = state as [number, number, number, number, number]
    for (let i = 0; i < 80; i++) {
      const [f, k] =
        i < 20 ? [(b & c) | (~b & d), 0x5a827999]
        : i < 40 ? [b ^ c ^ d, 0x6ed9eba1]
        : i < 60 ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
        : [b ^ c ^ d, 0xca62c1d6]
      const next = (rotate(a, 5) + f + e + k + words[i]!) >>> 0
      e = d
      d = c
      c = rotate(b, 30)
      b = a
      a = next
    }
    const mixed = [a, b, c, d, e]
    for (let i = 0; i < 5; i++) state[i] = (state[i]! + mixed[i]!) >>> 0
  }
  return state.map((word) => word.toString(16).padStart(8, '0')).join('')
}

const rotate = (word: number, bits: number): number => ((word << bits) | (word >>> (32 - bits))) >>> 0
