/**
 * Closing a connection whose request body was never read (an early 413) so that the client sees
 * the answer. Node closes a `Connection: close` socket as soon as the answer is written; bytes
 * the client is still sending then meet a reset, and a client busy writing its body reports a
 * socket error instead of the 413. Here the answer goes out, then our side of the connection
 * ends, and whatever still arrives is read and dropped until the client closes its side or a
 * short time has passed (the "lingering close" of RFC 9112 §9.6).
 */

/** The part of Node's net.Socket used here (kept structural: this file has no Node imports). */
export interface ClosableSocket {
  destroySoon?: () => void;
  end(): void;
  destroy(): void;
  resume(): void;
  once(event: 'end' | 'close', listener: () => void): void;
}

/** How long a client may keep sending after the answer before the connection is cut. */
export const LINGER_MS = 2_000;

/** Makes Node's end-of-answer close of this socket a lingering one. */
export function lingerOnClose(socket: ClosableSocket | undefined, ms = LINGER_MS): void {
  if (!socket || typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), ms);
    (timer as { unref?: () => void }).unref?.();
    socket.once('end', () => {
      clearTimeout(timer);
      socket.destroy();
    });
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
}
