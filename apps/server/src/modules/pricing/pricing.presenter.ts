import {
  CONCESSION_MAX_PER_ITEM,
  CONCESSION_ORDER_LIMIT_MINUTES,
  type Language,
  type SessionConcessions,
  type SessionPrices,
  TICKET_TYPE_TEXTS,
} from "@cinelux/contract";
import type { SessionMenu, SessionPricing } from "./pricing.service.ts";

export function toSessionPrices(pricing: SessionPricing, language: Language): SessionPrices {
  return {
    sessionId: pricing.sessionId,
    currency: "EUR",
    priceDay: pricing.priceDay,
    technologies: pricing.technologies,
    vatRateBasisPoints: pricing.vatRateBasisPoints,
    ticketTypes: pricing.ticketTypes.map((ticket) => ({
      type: ticket.type,
      label: TICKET_TYPE_TEXTS[ticket.type][language].label,
      condition: TICKET_TYPE_TEXTS[ticket.type][language].condition,
      proof: ticket.proof,
      priceCents: ticket.priceCents,
    })),
    seatSupplements: pricing.priceList?.seatSupplements ?? { premium: 0, loveSeat: 0 },
  };
}

export function toSessionConcessions(menu: SessionMenu, language: Language): SessionConcessions {
  return {
    sessionId: menu.sessionId,
    currency: "EUR",
    orderable: menu.orderable,
    orderUntil: menu.orderUntil.toISOString(),
    limitDurationOrder: CONCESSION_ORDER_LIMIT_MINUTES,
    maxPerItem: CONCESSION_MAX_PER_ITEM,
    items: menu.items.map((item) => ({
      id: item.id,
      name: item.names[language],
      category: item.category,
      priceCents: item.priceCents,
      servedAtSeat: item.servedAtSeat,
    })),
  };
}
