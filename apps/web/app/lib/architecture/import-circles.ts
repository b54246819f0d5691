/**
 * Circles of files that import each other (docs/architecture.md "Web layers"): the folder order of
 * import-rules.ts keeps folders apart, this keeps files apart, inside one folder too. Every import
 * counts (type-only, dynamic and test files included): a circle is a knot to read, whatever it loads.
 */

/** A file's imports, resolved to files (keys of the same map); anything else is ignored. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Each circle as the files around it, from its first file (sorted) back to that file:
 * `["a.ts", "b.ts", "a.ts"]`. Tarjan's strongly connected components: a component of more than one
 * file, or a file importing itself, holds a circle; one loop through it names its files.
 */
export function findImportCircles(graph: ImportGraph): string[][] {
  const successors = (file: string): string[] =>
    (graph.get(file) ?? []).filter((target) => graph.has(target));
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of successors(file)) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) as number, lowLink.get(target) as number));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) as number, index.get(target) as number));
      }
    }
    if (lowLink.get(file) !== index.get(file)) {
      return;
    }
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || successors(file).includes(file)) {
      circles.push(loopThrough(component.sort(), successors));
    }
  };
  for (const file of [...graph.keys()].sort()) {
    if (!index.has(file)) {
      visit(file);
    }
  }
  return circles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The shortest loop from the component's first file back to it, through its files only. */
function loopThrough(component: readonly string[], successors: (file: string) => string[]): string[] {
  const members = new Set(component);
  const start = component[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of successors(file)) {
      if (target === start) {
        const loop = [start];
        for (
          let step: string | undefined = file;
          step !== start && step !== undefined;
          step = cameFrom.get(step)
        ) {
          loop.splice(1, 0, step);
        }
        return [...loop, start];
      }
      if (members.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}
