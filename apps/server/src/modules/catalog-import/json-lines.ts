/**
 * The line of a JSON text where the value at `path` starts (1-based), for a catalog file's error
 * message: a small position-tracking walk over text that JSON.parse already accepted, so it trusts
 * the syntax. Undefined when the path leads nowhere (a missing key: the line of its object is
 * given instead, by the caller asking for the parent path).
 */
export function lineOfJsonPath(text: string, path: readonly (string | number)[]): number | undefined {
  let index = 0;
  let line = 1;

  const skipSpace = () => {
    while (index < text.length) {
      const char = text[index];
      if (char === "\n") {
        line += 1;
      } else if (char !== " " && char !== "\t" && char !== "\r") {
        return;
      }
      index += 1;
    }
  };
  const readString = (): string => {
    const start = index;
    index += 1; // the opening quote
    while (text[index] !== '"') {
      index += text[index] === "\\" ? 2 : 1;
    }
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const skipValue = () => {
    skipSpace();
    const char = text[index];
    if (char === '"') {
      readString();
      return;
    }
    if (char === "{" || char === "[") {
      let depth = 0;
      while (index < text.length) {
        const current = text[index];
        if (current === '"') {
          readString();
          continue;
        }
        if (current === "\n") {
          line += 1;
        } else if (current === "{" || current === "[") {
          depth += 1;
        } else if (current === "}" || current === "]") {
          depth -= 1;
          if (depth === 0) {
            index += 1;
            return;
          }
        }
        index += 1;
      }
      return;
    }
    while (index < text.length && !",]}\n \t\r".includes(text[index] as string)) {
      index += 1;
    }
  };

  for (const step of path) {
    skipSpace();
    const open = text[index];
    if (typeof step === "number" && open === "[") {
      index += 1;
      for (let i = 0; i < step; i++) {
        skipValue();
        skipSpace();
        if (text[index] !== ",") {
          return undefined;
        }
        index += 1;
      }
      skipSpace();
      if (text[index] === "]") {
        return undefined;
      }
      continue;
    }
    if (typeof step === "string" && open === "{") {
      index += 1;
      let found = false;
      while (!found) {
        skipSpace();
        if (text[index] !== '"') {
          return undefined;
        }
        const key = readString();
        skipSpace();
        index += 1; // the colon
        if (key === step) {
          found = true;
          break;
        }
        skipValue();
        skipSpace();
        if (text[index] !== ",") {
          return undefined;
        }
        index += 1;
      }
      continue;
    }
    return undefined;
  }
  skipSpace();
  return line;
}

/** `shows[3].texts.nl`: how the catalog import names a place of its file. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((step, position) =>
      typeof step === "number" ? `[${step}]` : `${position === 0 ? "" : "."}${String(step)}`,
    )
    .join("");
}
