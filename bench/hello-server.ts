// The bench's baseline: a bare Fastify route in its own process, answering a small JSON.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
const port = Number(process.argv[2] ?? 0);
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
