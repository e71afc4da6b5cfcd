import type { IncomingMessage } from 'node:http'

/** A request body over the server's limit: the server answers 413 and closes the connection. */
export class BodyTooLarge extends Error {}

/** Reads a request's body as text, refusing (BodyTooLarge) one longer than `maxBytes`. */
export const readBody = (request: IncomingMessage, maxBytes: number): Promise<string> => new Promise((resolve, reject) => {
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > maxBytes) {
      reject(new BodyTooLarge())
      request.destroy()
    } else chunks.push(chunk)
  })
  request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  request.on('error', reject)
})
