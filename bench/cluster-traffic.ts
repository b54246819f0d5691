/**
 * The mixed traffic of the cluster section (bench/cluster.ts): WORKERS clients in a loop, each step one
 * of catalog pages (both domains), public API reads, a signed-in customer's reads, staff reads, or a
 * guest's whole booking (hold a free seat, choose its ticket, check out, pay on the built-in provider's
 * page). Every answer is judged as it arrives: what a customer would see as a failure is counted by
 * phase, and every write answered 2xx is remembered, to be looked for in the database at the end.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { BOOKING_TOKEN_HEADER } from "@cinelux/contract/booking";
import { freeSeats, type SeatStateName } from "./booking-plan.ts";
import { type Answer, type Exchange, httpExchange } from "./http-exchange.ts";
import { buyerAddress, payerAddress } from "./payments-plan.ts";

export const WORKERS = 24;
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** Reads whose data may come from the replica (docs/scaling.md "Replica reads"): the header counted. */
const READ_HEADER = "x-cinelux-read";

export interface Credentials {
  /** Bearer tokens of demo customers (POST /dev/token). */
  customers: string[];
  /** A staff member's bearer token. */
  staff: string;
  /** Future sessions open for sale. */
  sessions: string[];
  /** Each session's seats a guest may hold alone: neither half of a love seat, nor blocked. */
  singles: Map<string, Set<string>>;
}

export interface Acknowledged {
  holds: string[];
  /** Orders answered 201 by a checkout. */
  orders: string[];
  /** Orders whose payment the hosted page took (303). */
  paid: string[];
  /** The phase each of `paid` was paid in: a webhook lost with its process shows where. */
  paidIn: Map<string, string>;
}

export interface PhaseCount {
  requests: number;
  /** No answer, a 5xx other than a 503 with Retry-After, or an answer the step did not expect. */
  failed: number;
  /** 503 answers carrying Retry-After (the database away: allowed only while the primary restarts). */
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  /** Failures by kind ("hold 502: 2"), to say what failed. */
  kinds: Map<string, number>;
  startedAt: number;
  endedAt: number;
}

export interface ReadSources {
  replica: number;
  primary: number;
}

type Step = (exchange: Exchange, worker: number) => Promise<void>;

class Unexpected extends Error {}

/** The hosts a browser would send: the French domain on localhost, the Dutch one on nl.localhost. */
function hostHeader(base: string, dutch: boolean): string {
  const url = new URL(base);
  return `${dutch ? "nl.localhost" : "localhost"}:${url.port}`;
}

export class MixedTraffic {
  readonly acknowledged: Acknowledged = { holds: [], orders: [], paid: [], paidIn: new Map() };
  readonly reads: ReadSources = { replica: 0, primary: 0 };
  /** Expected refusals by code (a hold's 409 SEATS_TAKEN or SEAT_STRANDED). */
  readonly conflicts = new Map<string, number>();
  private readonly phases = new Map<string, PhaseCount>();
  private phase: PhaseCount;
  private phaseName = "warm-up";
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly client: ReturnType<typeof httpExchange>;
  /** Bookings so far, across every MixedTraffic: each buyer has an address of its own. */
  private static bookings = 0;

  private readonly base: string;
  private readonly credentials: Credentials;

  constructor(base: string, credentials: Credentials, sockets: number = WORKERS) {
    this.base = base;
    this.credentials = credentials;
    this.client = httpExchange(sockets);
    this.phase = this.newPhase("warm-up");
  }

  get exchange(): Exchange {
    return this.client.exchange;
  }

  private newPhase(name: string): PhaseCount {
    const phase: PhaseCount = {
      requests: 0,
      failed: 0,
      unavailable: 0,
      unavailableWithoutRetryAfter: 0,
      kinds: new Map(),
      startedAt: performance.now(),
      endedAt: 0,
    };
    this.phases.set(name, phase);
    return phase;
  }

  /** From now on answers count in phase `name`; the one before is closed. */
  enter(name: string): void {
    this.phase.endedAt = performance.now();
    this.phase = this.newPhase(name);
    this.phaseName = name;
  }

  /** The counts of phase `name`, closed now if it is the current one. */
  count(name: string): PhaseCount {
    const phase = this.phases.get(name);
    if (!phase) {
      throw new Error(`no phase ${name}`);
    }
    if (phase === this.phase) {
      phase.endedAt = performance.now();
    }
    return phase;
  }

  start(workers: number = WORKERS): void {
    this.running = true;
    this.loops = Array.from({ length: workers }, (_, worker) => this.loop(worker));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  close(): void {
    this.client.close();
  }

  private async loop(worker: number): Promise<void> {
    const steps = this.steps();
    let turn = worker;
    while (this.running) {
      const step = steps[turn % steps.length] as Step;
      turn += 1;
      try {
        await step(this.client.exchange, worker);
      } catch (error) {
        if (!(error instanceof Unexpected)) {
          this.fail(`no answer: ${(error as Error).message.slice(0, 60)}`);
        }
        // A client whose request failed waits a moment, as a browser's user would.
        await sleep(50);
      }
    }
  }

  private fail(kind: string): void {
    this.phase.failed += 1;
    this.phase.kinds.set(kind, (this.phase.kinds.get(kind) ?? 0) + 1);
  }

  /** One request; its answer judged: `expected` statuses pass, a 503 with Retry-After is counted apart. */
  private async ask(
    exchange: Exchange,
    label: string,
    expected: number[],
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await exchange(method, `${this.base}${path}`, { ...BROWSER, ...headers }, body);
    } catch (error) {
      // No answer at all (the process died with the request, or with its answer half sent).
      this.phase.requests += 1;
      this.fail(`${label}: no answer (${(error as Error).message.slice(0, 40)})`);
      throw new Unexpected();
    }
    this.phase.requests += 1;
    const source = answer.headers[READ_HEADER];
    if (source === "replica") {
      this.reads.replica += 1;
    } else if (source === "primary") {
      this.reads.primary += 1;
    }
    if (expected.includes(answer.status)) {
      if (answer.status === 409) {
        const code = codeOf(answer);
        this.conflicts.set(code, (this.conflicts.get(code) ?? 0) + 1);
      }
      return answer;
    }
    if (answer.status === 503) {
      if (answer.headers["retry-after"]) {
        this.phase.unavailable += 1;
      } else {
        this.phase.unavailableWithoutRetryAfter += 1;
        this.fail(`${label} 503 without Retry-After`);
      }
      throw new Unexpected();
    }
    this.fail(`${label} ${answer.status} ${codeOf(answer)}`.trim());
    throw new Unexpected();
  }

  private steps(): Step[] {
    const { customers, staff, sessions } = this.credentials;
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const page: Step = async (exchange, worker) => {
      const dutch = worker % 2 === 1;
      await this.ask(exchange, "page", [200], "GET", dutch ? "/nl" : "/fr", {
        host: hostHeader(this.base, dutch),
        accept: "text/html",
      });
    };
    const apiRead: Step = async (exchange) => {
      const path = pick([
        "/api/settings?language=fr",
        "/api/footer?language=nl",
        "/api/show/metropolis?language=fr",
        `/api/sessions/${pick(sessions)}/seats`,
      ]);
      await this.ask(exchange, "api read", [200], "GET", path, {});
    };
    const customerRead: Step = async (exchange) => {
      await this.ask(exchange, "signed-in read", [200], "GET", "/api/accounts/me", {
        authorization: `Bearer ${pick(customers)}`,
      });
    };
    const staffRead: Step = async (exchange) => {
      const path = pick(["/api/staff/me", "/api/staff/alerts"]);
      await this.ask(exchange, "staff read", [200], "GET", path, { authorization: `Bearer ${staff}` });
    };
    const booking: Step = async (exchange) => {
      await this.book(exchange, pick(sessions));
    };
    // Reads outnumber bookings, as on a cinema's site; a booking is four writes and a read.
    return [page, apiRead, customerRead, apiRead, staffRead, page, apiRead, booking];
  }

  /** A guest's booking of one free seat, from the hold to the paid page; a seat taken meanwhile is a 409. */
  async book(exchange: Exchange, sessionId: string, seat?: string): Promise<"paid" | "taken"> {
    MixedTraffic.bookings += 1;
    const n = MixedTraffic.bookings;
    const address = buyerAddress(n);
    let seatId = seat;
    if (!seatId) {
      const read = await this.ask(
        exchange,
        "seats read",
        [200],
        "GET",
        `/api/sessions/${sessionId}/seats`,
        {},
      );
      const states = new Map(
        (
          JSON.parse(read.body.toString("utf8")) as { seats: { id: string; state: SeatStateName }[] }
        ).seats.map((s) => [s.id, s.state]),
      );
      const singles = this.credentials.singles.get(sessionId);
      const free = [...freeSeats(states)].filter((seat) => singles?.has(seat));
      if (free.length === 0) {
        return "taken";
      }
      seatId = free[Math.floor(Math.random() * free.length)] as string;
    }
    const json = { "content-type": "application/json", "x-forwarded-for": address };
    const held = await this.ask(
      exchange,
      "hold",
      [201, 409],
      "POST",
      "/api/bookings?language=en",
      json,
      JSON.stringify({ sessionId, seats: [seatId] }),
    );
    if (held.status === 409) {
      return "taken";
    }
    const { id, token } = JSON.parse(held.body.toString("utf8")) as { id: string; token: string };
    this.acknowledged.holds.push(id);
    const owner = { ...json, [BOOKING_TOKEN_HEADER]: token };
    await this.ask(
      exchange,
      "choices",
      [200],
      "PATCH",
      `/api/bookings/${id}?language=en`,
      owner,
      JSON.stringify({ tickets: [{ seatId, type: "full" }], buyerMail: `bench.cluster.${n}@example.com` }),
    );
    const checkout = await this.ask(
      exchange,
      "checkout",
      [201],
      "POST",
      `/api/bookings/${id}/checkout?language=en`,
      {
        [BOOKING_TOKEN_HEADER]: token,
        "x-forwarded-for": address,
        "idempotency-key": randomUUID(),
      },
    );
    const { orderId, checkoutUrl } = JSON.parse(checkout.body.toString("utf8")) as {
      orderId: string;
      checkoutUrl: string;
    };
    this.acknowledged.orders.push(orderId);
    const paymentId = new URL(checkoutUrl).pathname.split("/").pop() ?? "";
    await this.ask(
      exchange,
      "pay",
      [303],
      "POST",
      `/dev/pay/${paymentId}`,
      {
        "content-type": "application/x-www-form-urlencoded",
        origin: "null",
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": payerAddress(n),
      },
      new URLSearchParams({ method: "creditcard", outcome: "paid" }).toString(),
    );
    this.acknowledged.paid.push(orderId);
    this.acknowledged.paidIn.set(orderId, this.phaseName);
    return "paid";
  }
}

/** The error code of a JSON answer, or "". */
function codeOf(answer: Answer): string {
  try {
    return (JSON.parse(answer.body.toString("utf8")) as { code?: string }).code ?? "";
  } catch {
    return "";
  }
}

/** "hold 502: 2, page 503 without Retry-After: 1". */
export function failureWords(phase: PhaseCount): string {
  return [...phase.kinds].map(([kind, n]) => `${kind}: ${n}`).join(", ");
}

/** Requests a second over the phase. */
export function requestsPerSecond(phase: PhaseCount): number {
  return phase.requests / ((phase.endedAt - phase.startedAt) / 1000);
}
