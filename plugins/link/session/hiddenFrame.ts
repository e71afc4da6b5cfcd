/**
 * A hidden provider page the wallet keeps beside it (the login-storage frame, the logger frame):
 * a 1-pixel frame off screen, out of the tab order and the accessibility tree,
 * appended once the document has a body. Resolves with its window once it has loaded, which is when
 * its module script has run and listens.
 */
export const hiddenFrame = (window: Window, url: string, title: string): Promise<Window> =>
  new Promise((done) => {
    const { document } = window
    const frame = document.createElement('iframe')
    frame.title = title
    frame.tabIndex = -1
    frame.setAttribute('aria-hidden', 'true')
    frame.style.cssText = 'position:fixed;border:0;width:1px;height:1px;left:-9999px;top:0;opacity:0;pointer-events:none'
    frame.src = url
    frame.addEventListener('load', () => done(frame.contentWindow!), { once: true })
    if (document.body !== null) document.body.append(frame)
    else document.addEventListener('DOMContentLoaded', () => document.body.append(frame), { once: true })
  })
