import pg from "pg";

/**
 * The database of the server under test (`npm run test:e2e` starts a throwaway PostgreSQL and passes
 * its URL), for journeys in which an operator changes something while the site runs.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) {
    throw new Error("E2E_DATABASE_URL is not set: run the journeys with `npm run test:e2e`");
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Switches one feature flag of a domain, as an operator would, and returns a function that restores it. */
export async function setFlag(
  domain: "fr" | "nl",
  flag: string,
  value: boolean,
): Promise<() => Promise<void>> {
  const previous = await withDatabase(async (client) => {
    const { rows } = await client.query<{ value: boolean | null }>(
      "select (flags ->> $2)::boolean as value from site_settings where domain = $1",
      [domain, flag],
    );
    await client.query("update site_settings set flags = jsonb_set(flags, $2, $3::jsonb) where domain = $1", [
      domain,
      `{${flag}}`,
      JSON.stringify(value),
    ]);
    return rows[0]?.value ?? true;
  });
  return async () => {
    await withDatabase((client) =>
      client.query("update site_settings set flags = jsonb_set(flags, $2, $3::jsonb) where domain = $1", [
        domain,
        `{${flag}}`,
        JSON.stringify(previous),
      ]),
    );
  };
}

/** Replaces a domain's injected items, as an operator would; returns a function that restores them. */
export async function setInjections(
  domain: "fr" | "nl",
  injections: unknown[],
): Promise<() => Promise<void>> {
  const previous = await withDatabase(async (client) => {
    const { rows } = await client.query<{ injections: unknown }>(
      "select injections from site_settings where domain = $1",
      [domain],
    );
    await client.query("update site_settings set injections = $2::jsonb where domain = $1", [
      domain,
      JSON.stringify(injections),
    ]);
    return rows[0]?.injections ?? [];
  });
  return async () => {
    await withDatabase((client) =>
      client.query("update site_settings set injections = $2::jsonb where domain = $1", [
        domain,
        JSON.stringify(previous),
      ]),
    );
  };
}
