import type { Language } from "@cinelux/contract/languages";
import type { CustomerAccess, CustomerFile as File } from "@cinelux/contract/staff-customers";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router";
import { formatStaffDateTime } from "../../../lib/staff/staff-format";
import { staffPath } from "../../../lib/staff/staff-sections";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { StaffLoadFailure } from "../../../shell/staff/staff-states";
import { Badge, PageHeader, StatusPage } from "../../../ui";
import { customerFileQuery } from "../api/customer-file";
import { customersTexts } from "../texts";
import { accessOf } from "./access";
import { CustomerBookings } from "./customer-bookings";
import { customerName } from "./customer-search";
import customersStyles from "./customers.css?url";
import { GoodwillForm } from "./goodwill-form";

/** A customer's file (docs/staff.md "Customers"): read only with the reason and reference of the address. */
export default function CustomerFile() {
  const texts = useStaffTexts(customersTexts);
  const language = useStaffLanguage();
  const [params] = useSearchParams();
  const access = accessOf(params);
  const back = (
    <p>
      <Link to={`${staffPath(language, "customers")}?${params}`}>{texts.back}</Link>
    </p>
  );
  return (
    <div className="staff-customers">
      <link rel="stylesheet" href={customersStyles} precedence="default" />
      {back}
      {access ? (
        <Loaded access={access} language={language} />
      ) : (
        <StatusPage title={texts.title}>
          <p>{texts.accessMissing}</p>
        </StatusPage>
      )}
    </div>
  );
}

function Loaded({ access, language }: { access: CustomerAccess; language: Language }) {
  const texts = useStaffTexts(customersTexts);
  const accountId = useParams().accountId ?? "";
  const query = useQuery(customerFileQuery(language, accountId, access));
  if (query.isPending) {
    return <StaffLoading />;
  }
  if (query.isError) {
    return (
      <StaffLoadFailure error={query.error} fallback={texts.fileError} onRetry={() => void query.refetch()} />
    );
  }
  const file = query.data;
  return (
    <>
      <PageHeader title={customerName(file.account)} intro={file.account.mail} />
      <Account file={file} language={language} />
      <Passes file={file} language={language} />
      <CustomerBookings file={file} access={access} language={language} />
      <Wallet file={file} language={language} />
      <GoodwillForm accountId={file.account.accountId} reference={access.reference} language={language} />
      <Cases file={file} language={language} />
    </>
  );
}

function Account({ file, language }: { file: File; language: Language }) {
  const texts = useStaffTexts(customersTexts);
  const { account } = file;
  const facts: [string, string][] = [
    [texts.mail, account.mail],
    [texts.status, account.status],
    [texts.language, account.language.toUpperCase()],
    [texts.domain, account.domain.toUpperCase()],
    [texts.registered, account.registered ? texts.yes : texts.no],
    [texts.created, formatStaffDateTime(account.createdAt, language)],
  ];
  if (account.blockedReason) {
    facts.push([texts.blockedReason, account.blockedReason]);
  }
  return (
    <section aria-labelledby="customer-account">
      <h2 id="customer-account">{texts.account}</h2>
      <dl className="staff-customers__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function validity(
  from: string | null,
  to: string | null,
  texts: Record<"permanent" | "until", string>,
): string {
  if (!to) {
    return from ? `${from} →` : texts.permanent;
  }
  return from ? `${from} → ${to}` : fill(texts.until, { date: to });
}

function Passes({ file }: { file: File; language: Language }) {
  const texts = useStaffTexts(customersTexts);
  return (
    <section>
      <h2 id="customer-passes">{texts.passes}</h2>
      {file.passes.length === 0 ? (
        <p className="staff-customers__muted">{texts.noPasses}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        <section className="staff-table-wrap" tabIndex={0} aria-labelledby="customer-passes">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{texts.type}</th>
                <th scope="col">{texts.number}</th>
                <th scope="col">{texts.status}</th>
                <th scope="col">{texts.validity}</th>
                <th scope="col">{texts.photo}</th>
              </tr>
            </thead>
            <tbody>
              {file.passes.map((pass) => (
                <tr key={pass.id}>
                  <td>{pass.label}</td>
                  <td>{pass.number}</td>
                  <td>{pass.status}</td>
                  <td>{validity(pass.activationDate, pass.expirationDate, texts)}</td>
                  <td>{texts[`photo_${pass.photoStatus ?? "none"}`]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function Wallet({ file }: { file: File; language: Language }) {
  const texts = useStaffTexts(customersTexts);
  return (
    <section aria-labelledby="customer-wallet">
      <h2 id="customer-wallet">{texts.wallet}</h2>
      {file.wallet.length === 0 ? (
        <p className="staff-customers__muted">{texts.noWallet}</p>
      ) : (
        <ul className="staff-customers__list">
          {file.wallet.map((card) => (
            <li key={card.id}>
              <strong>{card.name}</strong> · {fill(texts.endingWith, { digits: card.numberLast4 })} ·{" "}
              {fill(texts.remaining, { remaining: card.remainingQuantity, initial: card.initialQuantity })} ·{" "}
              {validity(null, card.expirationDate, texts)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Cases({ file, language }: { file: File; language: Language }) {
  const texts = useStaffTexts(customersTexts);
  return (
    <section aria-labelledby="customer-cases">
      <h2 id="customer-cases">{texts.cases}</h2>
      {file.cases.length === 0 ? (
        <p className="staff-customers__muted">{texts.noCases}</p>
      ) : (
        <ul className="staff-customers__list">
          {file.cases.map((item) => (
            <li key={item.id}>
              <Link to={staffPath(language, "support", item.id)}>
                {item.number} · {item.subject}
              </Link>{" "}
              <Badge tone={item.closed ? "neutral" : "warning"}>
                {item.closed ? texts.caseClosed : texts.caseOpen}
              </Badge>{" "}
              <span className="staff-customers__muted">{formatStaffDateTime(item.createdAt, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
