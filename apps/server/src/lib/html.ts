/** A string that is already safe HTML; anything else interpolated into `html` is escaped. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) {
    return "";
  }
  if (Array.isArray(part)) {
    return part.map(render).join("");
  }
  return part instanceof SafeHtml ? part.value : escapeHtml(String(part));
}

/** Tagged template that escapes every interpolation unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? "";
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}
