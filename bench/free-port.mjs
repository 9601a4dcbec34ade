import { createServer } from 'node:net'

/** A port nothing listens on now: the system's pick for a listener closed at once. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}
