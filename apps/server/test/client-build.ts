import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import Fastify, { type FastifyInstance } from "fastify";
import { registerClientAssets } from "../src/http/client-assets.ts";
import { registerCompression } from "../src/http/compression.ts";

const repoRoot = join(import.meta.dirname, "../../..");

/**
 * A client build in a temporary folder, precompressed by scripts/precompress.mjs as `npm run build`
 * does, served by an app with the compression plugin and the client assets, as the server has them.
 * `files` are paths relative to the folder (`assets/app-AbCd1234.js`).
 */
export async function clientBuildApp(
  files: Record<string, string | Buffer>,
): Promise<{ folder: string; app: FastifyInstance; close: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), "cinelux-client-build-"));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(folder, name)), { recursive: true });
    await writeFile(join(folder, name), content);
  }
  await promisify(execFile)(process.execPath, [join(repoRoot, "scripts/precompress.mjs"), folder]);
  const app = Fastify();
  await registerCompression(app);
  await registerClientAssets(app, folder);
  await app.ready();
  return {
    folder,
    app,
    close: async () => {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
