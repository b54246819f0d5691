/** The cache keys of the customers' screens: every call of this feature lives under them. */
export const CUSTOMERS_ROOT = ["staff", "customers"] as const;
