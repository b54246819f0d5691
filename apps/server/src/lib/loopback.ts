const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** An address of this machine: what the dev pages and the dev token answer (http/dev-loopback.ts). */
export function isLoopback(address: string | undefined): boolean {
  return LOOPBACK.test(address ?? "");
}
