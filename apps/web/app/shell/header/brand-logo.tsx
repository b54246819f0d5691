/**
 * The Cinélux logo (docs/design-system.md "Brand"): the static SVGs in public/assets/brand, which
 * the identity provider's pages use too. Below 360 px only the mark shows. Decorative here: the
 * link around it carries the name.
 */
export function BrandLogo() {
  return (
    <picture className="brand-logo">
      <source media="(max-width: 359.98px)" srcSet="/assets/brand/cinelux-mark.svg" width="36" height="36" />
      <img src="/assets/brand/cinelux-logo.svg" alt="" width="168" height="30" />
    </picture>
  );
}
