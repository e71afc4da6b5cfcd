import { deflateSync } from 'node:zlib'
import { encode, renderSVG } from 'uqr'

/** A QR code's image as the provider serves `image_url_svg`. */
export const qrSvg = (data: string): string => renderSVG(data, { border: 2, pixelSize: 8 })

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** The same code as `image_url_png`: a greyscale PNG, `scale` pixels a module, with a quiet zone. */
export const qrPng = (data: string, scale = 8): Buffer => {
  const { size, data: modules } = encode(data, { border: 2 })
  const side = size * scale
  const rows = Buffer.alloc(side * (side + 1), 0xff)
  for (let y = 0; y < side; y++) {
    rows[y * (side + 1)] = 0 // filter: none
    for (let x = 0; x < side; x++) if (modules[Math.floor(y / scale)]![Math.floor(x / scale)]) rows[y * (side + 1) + 1 + x] = 0
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))])
}
