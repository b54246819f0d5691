import type { ComponentProps, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (decorative: the label names the action). */
  icon?: ReactNode;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonLook, extra?: string): string {
  return ["ui-button", `ui-button--${variant}`, size === "sm" ? "ui-button--sm" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

/**
 * The one button of the design system. `busy` keeps the button focusable and announces the wait
 * (aria-busy) while refusing a second click, so a double submit cannot send twice.
 */
export function Button({
  variant,
  size,
  icon,
  busy = false,
  className,
  children,
  type = "button",
  onClick,
  ...rest
}: ComponentProps<"button"> & ButtonLook & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size }, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, icon, className, children, ...rest }: LinkProps & ButtonLook) {
  return (
    <Link className={buttonClass({ variant, size }, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
