import { type ReactNode, useEffect, useRef } from "react";

/** A step's heading, which takes the focus when the step opens: a screen reader starts there. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h2 id={id} className="booking-section-title booking-step__title" tabIndex={-1} ref={heading}>
      {children}
    </h2>
  );
}
