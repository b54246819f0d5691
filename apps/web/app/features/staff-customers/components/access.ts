import {
  type CustomerAccess,
  CustomerAccessSchema,
  CustomerReferenceSchema,
} from "@cinelux/contract/staff-customers";

/**
 * The reason and the reference travel in the page's address (`?reason=…&reference=…`): the search's
 * results open the file with them, and a reload reads the file with the same ones. None or invalid:
 * the file is not read.
 */
export function accessOf(search: URLSearchParams): CustomerAccess | null {
  const parsed = CustomerAccessSchema.safeParse({
    reason: search.get("reason") ?? undefined,
    reference: search.get("reference") ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

export function accessQuery(access: CustomerAccess): string {
  return new URLSearchParams({ reason: access.reason, reference: access.reference }).toString();
}

export function isReference(value: string): boolean {
  return CustomerReferenceSchema.safeParse(value).success;
}
