/**
 * scripts/lib/cluster.mjs (a plain ES module, shared with `npm run cluster`) as the bench uses it,
 * with the types of what it returns.
 */
export interface ClusterServer {
  name: string;
  port: number;
  url: string;
  env: Record<string, string>;
  logFile: string;
  pid(): number | undefined;
  start(): Promise<number>;
  stop(signal?: NodeJS.Signals): Promise<void>;
  kill(): Promise<void>;
}

export interface ClusterPostgres {
  role: "primary" | "replica";
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterHandle {
  folder: string;
  url: string;
  directUrl: string;
  statsUrl: string;
  socket: string;
  primary: ClusterPostgres;
  replica: ClusterPostgres;
  servers: ClusterServer[];
  stop(): Promise<void>;
}

export interface ClusterLib {
  startCluster(options: {
    folder: string;
    port: number;
    servers?: number;
    drainSeconds?: number;
    forwardedFor?: "replace" | "append";
    hello?: { port: number };
    recordPids?: boolean;
    quietExits?: boolean;
    log?: (line: string) => void;
  }): Promise<ClusterHandle>;
  setServerState(socket: string, name: string, state: "ready" | "maint" | "drain"): Promise<void>;
  waitForStatus(socket: string, name: string, status: "UP" | "DOWN", timeoutMs?: number): Promise<number>;
  ensureClusterPackages(log?: (line: string) => void): void;
  CHECKS: { interMs: number; fastInterMs: number; fall: number; rise: number; timeoutMs: number };
}

export async function clusterLib(): Promise<ClusterLib> {
  // @ts-expect-error: a plain ES module without types (scripts/lib/cluster.mjs)
  const cluster = await import("../scripts/lib/cluster.mjs");
  // @ts-expect-error: a plain ES module without types (scripts/lib/cluster-haproxy.mjs)
  const haproxy = await import("../scripts/lib/cluster-haproxy.mjs");
  return {
    startCluster: cluster.startCluster,
    ensureClusterPackages: cluster.ensureClusterPackages,
    setServerState: haproxy.setServerState,
    waitForStatus: haproxy.waitForStatus,
    CHECKS: haproxy.CHECKS,
  } as ClusterLib;
}
