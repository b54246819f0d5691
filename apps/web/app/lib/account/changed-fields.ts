/**
 * SPEC 5 "User save": only the fields whose value differs from the saved one travel; an empty
 * result means there is nothing to save. Both sides carry the request's field names and values.
 */
export function changedFields<T extends Record<string, unknown>>(saved: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const field of Object.keys(next) as (keyof T)[]) {
    if (!Object.is(next[field], saved[field])) {
      changes[field] = next[field];
    }
  }
  return changes;
}

/** SPEC 5: saving occurs only when the change set is non-empty. */
export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}
