-- Leases of the jobs that call the payment provider, so that several server processes running them at
-- once make each call once: the debit job claims an invoice (`debit_claimed_until`), the
-- reconciliation job a pending order (`reconcile_claimed_until`), each in a short transaction that
-- takes the row with FOR UPDATE SKIP LOCKED; a lease that ends (its process died) lets the next run in.
ALTER TABLE "orders" ADD COLUMN "reconcile_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "debit_claimed_until" timestamp with time zone;