// The design system's components (docs/design-system.md). Screens import from here; the look
// lives in styles/ui.css and the tokens in styles/tokens.css.
export { Avatar } from "./avatar";
export { Badge, type BadgeTone } from "./badge";
export { Button, ButtonLink, type ButtonVariant, buttonClass } from "./button";
export { Card, CardGrid } from "./card";
export { EmptyState } from "./empty-state";
export { CheckboxField, SelectField, TextAreaField, TextField } from "./field";
export { ILLUSTRATIONS, Illustration, type IllustrationName, illustrationUrl } from "./illustration";
export { PageHeader } from "./page-header";
export { QrCode } from "./qr-code";
export { Skeleton, SkeletonCard } from "./skeleton";
export { StatusPage } from "./status-page";
