import { TECHNOLOGIES } from "@cinelux/contract/catalog";
import type { StaffCinema } from "@cinelux/contract/staff-catalog";
import {
  PRICED_TICKET_TYPES,
  type PriceList,
  TICKET_TYPE_TEXTS,
  type TicketPrices,
} from "@cinelux/contract/ticket-prices";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { fill, useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { StaffLoading } from "../../../shell/staff/staff-screen";
import { Button, CheckboxField, PageHeader, SelectField } from "../../../ui";
import { staffCinemasQuery, staffPricesQuery, useReplacePrices } from "../api/catalog-venues";
import { catalogTexts } from "../texts";
import { CatalogError, CatalogFrame, CatalogNotice } from "./catalog-frame";

const DAYS = ["weekday", "weekend", "tuesday"] as const;
const FORMATS = TECHNOLOGIES;
const SEATS = ["premium", "loveSeat"] as const;

/** A cinema's price list (`?cinema=`) as a table of euro amounts, sent in cents. */
export default function Prices() {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const [search, setSearch] = useSearchParams();
  const cinemas = useQuery(staffCinemasQuery(language));
  const slug = search.get("cinema") ?? cinemas.data?.cinemas[0]?.slug ?? "";
  const cinema = cinemas.data?.cinemas.find((item) => item.slug === slug);
  return (
    <CatalogFrame>
      <PageHeader title={texts.pricesTitle} />
      {cinemas.isPending ? (
        <StaffLoading />
      ) : cinemas.isError ? (
        <CatalogError
          error={cinemas.error}
          fallback={texts.loadError}
          onRetry={() => void cinemas.refetch()}
        />
      ) : (
        <>
          <div className="staff-catalog__pickers">
            <SelectField
              label={texts.cinema}
              value={slug}
              onChange={(event) => setSearch({ cinema: event.target.value }, { replace: true })}
            >
              {cinemas.data.cinemas.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.name}
                </option>
              ))}
            </SelectField>
          </div>
          {cinema ? <CinemaPrices key={cinema.slug} cinema={cinema} /> : null}
        </>
      )}
    </CatalogFrame>
  );
}

function CinemaPrices({ cinema }: { cinema: StaffCinema }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const query = useQuery(staffPricesQuery(language, cinema.slug));
  if (query.isPending) {
    return <StaffLoading />;
  }
  if (query.isError) {
    return (
      <CatalogError error={query.error} fallback={texts.loadError} onRetry={() => void query.refetch()} />
    );
  }
  return <PriceForm cinema={cinema} priceList={query.data.priceList} />;
}

type Draft = Record<string, string>;

/** Euros with at most two decimals, a comma or a point ("12", "12.5", "12,50"). */
const AMOUNT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

const euros = (cents: number | undefined) => (cents === undefined ? "" : (cents / 100).toFixed(2));
const cents = (value: string | undefined) => Math.round(Number((value ?? "").replace(",", ".")) * 100);

function draftOf(list: PriceList | null): Draft {
  const draft: Draft = {};
  for (const day of DAYS) {
    for (const type of PRICED_TICKET_TYPES) {
      draft[`${day}.${type}`] = euros(list?.[day]?.[type]);
    }
  }
  for (const format of FORMATS) {
    draft[`format.${format}`] = euros(list?.formatSupplements[format] ?? 0);
  }
  for (const seat of SEATS) {
    draft[`seat.${seat}`] = euros(list?.seatSupplements[seat] ?? 0);
  }
  return draft;
}

function pricesOf(draft: Draft, day: (typeof DAYS)[number]): TicketPrices {
  return {
    full: cents(draft[`${day}.full`]),
    student: cents(draft[`${day}.student`]),
    senior: cents(draft[`${day}.senior`]),
    under14: cents(draft[`${day}.under14`]),
  };
}

function PriceForm({ cinema, priceList }: { cinema: StaffCinema; priceList: PriceList | null }) {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  const save = useReplacePrices(language, cinema.slug);
  const [draft, setDraft] = useState(() => draftOf(priceList));
  const [tuesday, setTuesday] = useState(priceList?.tuesday !== undefined);
  const [invalid, setInvalid] = useState<string[]>([]);
  const days = DAYS.filter((day) => day !== "tuesday" || tuesday);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // An empty or unreadable amount is said here rather than sent as 0 €.
    const wrong = Object.entries(draft)
      .filter(([key, value]) => (tuesday || !key.startsWith("tuesday.")) && !AMOUNT.test(value.trim()))
      .map(([key]) => key);
    setInvalid(wrong);
    if (wrong.length > 0) {
      return;
    }
    save.mutate({
      priceList: {
        weekday: pricesOf(draft, "weekday"),
        weekend: pricesOf(draft, "weekend"),
        ...(tuesday ? { tuesday: pricesOf(draft, "tuesday") } : {}),
        formatSupplements: {
          imax: cents(draft["format.imax"]),
          "4dx": cents(draft["format.4dx"]),
          screenx: cents(draft["format.screenx"]),
          dolby: cents(draft["format.dolby"]),
        },
        seatSupplements: { premium: cents(draft["seat.premium"]), loveSeat: cents(draft["seat.loveSeat"]) },
      },
    });
  }

  const amount = (key: string, label: string) => (
    <AmountInput
      key={key}
      id={`price-${key}`}
      label={label}
      invalid={invalid.includes(key)}
      value={draft[key] ?? ""}
      onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
    />
  );

  return (
    <form className="staff-catalog__form" onSubmit={onSubmit} noValidate>
      {priceList ? null : <p className="staff-catalog__warning">{texts.noPriceList}</p>}
      <CheckboxField
        label={texts.hasTuesday}
        checked={tuesday}
        onChange={(event) => setTuesday(event.target.checked)}
      />
      <div className="staff-table-wrap">
        <table className="staff-table staff-catalog__prices">
          <thead>
            <tr>
              <th scope="col">{texts.ticketType}</th>
              {days.map((day) => (
                <th scope="col" key={day}>
                  {texts[day]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PRICED_TICKET_TYPES.map((type) => {
              const name = TICKET_TYPE_TEXTS[type][language].label;
              return (
                <tr key={type}>
                  <th scope="row">{name}</th>
                  {days.map((day) => (
                    <td key={day}>
                      {amount(`${day}.${type}`, fill(texts.priceIn, { type: name, day: texts[day] }))}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="staff-catalog__supplements">
        <div className="staff-table-wrap">
          <table className="staff-table staff-catalog__prices">
            <caption>{texts.formatSupplements}</caption>
            <tbody>
              {FORMATS.map((format) => (
                <tr key={format}>
                  <th scope="row">{format.toUpperCase()}</th>
                  <td>
                    {amount(`format.${format}`, fill(texts.supplementFor, { name: format.toUpperCase() }))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="staff-table-wrap">
          <table className="staff-table staff-catalog__prices">
            <caption>{texts.seatSupplements}</caption>
            <tbody>
              {SEATS.map((seat) => (
                <tr key={seat}>
                  <th scope="row">{texts[`seat_${seat}`]}</th>
                  <td>
                    {amount(`seat.${seat}`, fill(texts.supplementFor, { name: texts[`seat_${seat}`] }))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {invalid.length > 0 ? (
        <p className="staff-error" role="alert">
          {texts.amountsInvalid}
        </p>
      ) : null}
      {save.isError ? <CatalogError error={save.error} fallback={texts.saveError} /> : null}
      {save.isSuccess ? <CatalogNotice>{texts.saved}</CatalogNotice> : null}
      <div className="staff-catalog__actions">
        <Button type="submit" busy={save.isPending}>
          {texts.savePrices}
        </Button>
      </div>
    </form>
  );
}

/** An amount in euros in a table cell: its label read by screen readers, the column and row heads seen. */
function AmountInput({
  id,
  label,
  invalid,
  value,
  onChange,
}: {
  id: string;
  label: string;
  invalid: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ui-input staff-catalog__amount"
        inputMode="decimal"
        required
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
