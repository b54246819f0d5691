import {
  CUSTOMER_ACCESS_REASONS,
  CUSTOMER_QUERY_MAX,
  CUSTOMER_REFERENCE_MAX,
  CUSTOMER_SEARCH_MAX,
  CustomerAccessReasonSchema,
  type CustomerSummary,
} from "@cinelux/contract/staff-customers";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Button, EmptyState, PageHeader, SelectField, TextField } from "../../../ui";
import { type CustomerSearch as Search, searchCustomersQuery } from "../api/search-customers";
import { customersTexts } from "../texts";
import { accessOf, accessQuery, isReference } from "./access";
import customersStyles from "./customers.css?url";

type Field = "query" | "reason" | "reference";

/** The search the address holds, when it is complete: the results are read only then. */
function searchOf(params: URLSearchParams): Search | null {
  const access = accessOf(params);
  const query = (params.get("query") ?? "").trim();
  return access && query.length >= 2 ? { ...access, query } : null;
}

/**
 * Customers (docs/staff.md "Customers"): a search that asks why (a reason of the list) and for what
 * (a case or booking reference) before it runs; the results open a customer's file with both.
 */
export default function CustomerSearch() {
  const texts = useStaffTexts(customersTexts);
  const [params, setParams] = useSearchParams();
  const current = searchOf(params);
  const [form, setForm] = useState({
    query: params.get("query") ?? "",
    reason: params.get("reason") ?? "",
    reference: params.get("reference") ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const fields = {
    query: useRef<HTMLInputElement>(null),
    reason: useRef<HTMLSelectElement>(null),
    reference: useRef<HTMLInputElement>(null),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (form.query.trim().length < 2) {
      found.query = texts.queryRequired;
    }
    if (!CustomerAccessReasonSchema.safeParse(form.reason).success) {
      found.reason = texts.reasonRequired;
    }
    if (!isReference(form.reference)) {
      found.reference = texts.referenceRequired;
    }
    setErrors(found);
    const first = (["query", "reason", "reference"] as const).find((field) => found[field]);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    setParams({ query: form.query.trim(), reason: form.reason, reference: form.reference.trim() });
  }

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <div className="staff-customers">
      <link rel="stylesheet" href={customersStyles} precedence="default" />
      <PageHeader title={texts.title} intro={texts.intro} />
      <form className="staff-customers__form" onSubmit={submit} noValidate>
        <TextField
          ref={fields.query}
          label={texts.query}
          hint={texts.queryHint}
          name="query"
          autoComplete="off"
          maxLength={CUSTOMER_QUERY_MAX}
          value={form.query}
          onChange={change("query")}
          error={errors.query}
          required
        />
        <SelectField
          ref={fields.reason}
          label={texts.reason}
          name="reason"
          value={form.reason}
          onChange={change("reason")}
          error={errors.reason}
          required
        >
          <option value="">{texts.reasonChoose}</option>
          {CUSTOMER_ACCESS_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {texts[`reason_${reason}`]}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={fields.reference}
          label={texts.reference}
          hint={texts.referenceHint}
          name="reference"
          autoComplete="off"
          maxLength={CUSTOMER_REFERENCE_MAX}
          value={form.reference}
          onChange={change("reference")}
          error={errors.reference}
          required
        />
        <div className="staff-customers__form-actions">
          <Button type="submit">{texts.search}</Button>
          {Object.keys(errors).length > 0 ? (
            <p className="staff-customers__muted" role="alert">
              {texts.fixFields}
            </p>
          ) : null}
        </div>
      </form>
      {current ? <Results search={current} /> : null}
    </div>
  );
}

function Results({ search }: { search: Search }) {
  const texts = useStaffTexts(customersTexts);
  const language = useStaffLanguage();
  const query = useQuery(searchCustomersQuery(language, search));
  return (
    <section>
      <h2 id="customer-results">{texts.results}</h2>
      {query.isPending ? (
        <StaffLoading />
      ) : query.isError ? (
        <StaffLoadFailure
          error={query.error}
          fallback={texts.searchError}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.customers.length === 0 ? (
        <EmptyState title={texts.noResults} />
      ) : (
        <>
          <p role="status">
            {fill(texts.resultsCount, { count: query.data.customers.length }, language)}
            {query.data.customers.length >= CUSTOMER_SEARCH_MAX ? ` ${texts.resultsMax}` : ""}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable) */}
          <section className="staff-table-wrap" tabIndex={0} aria-labelledby="customer-results">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{texts.name}</th>
                  <th scope="col">{texts.mail}</th>
                  <th scope="col">{texts.status}</th>
                  <th scope="col">{texts.domain}</th>
                  <th scope="col">{texts.created}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.customers.map((customer) => (
                  <ResultRow key={customer.accountId} customer={customer} search={search} />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

export function customerName(customer: Pick<CustomerSummary, "firstName" | "lastName" | "mail">): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.mail;
}

function ResultRow({ customer, search }: { customer: CustomerSummary; search: Search }) {
  const texts = useStaffTexts(customersTexts);
  const language = useStaffLanguage();
  const name = customerName(customer);
  return (
    <tr>
      <td>
        <Link
          to={`${staffPath(language, "customers", customer.accountId)}?${accessQuery(search)}`}
          aria-label={fill(texts.open, { name })}
        >
          {name}
        </Link>
      </td>
      <td>{customer.mail}</td>
      <td>{customer.status}</td>
      <td>{customer.domain.toUpperCase()}</td>
      <td>{formatStaffDateTime(customer.createdAt, language)}</td>
    </tr>
  );
}
