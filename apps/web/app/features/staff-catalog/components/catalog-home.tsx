import { Link } from "react-router";
import { staffPath } from "../../../lib/staff/staff-sections";
import { useStaffLanguage, useStaffTexts } from "../../../lib/staff/staff-texts";
import { PageHeader } from "../../../ui";
import { catalogTexts } from "../texts";
import { CATALOG_PARTS, CatalogFrame } from "./catalog-frame";

/** The catalog's landing (docs/staff.md "Catalog"): its four parts, each with what it holds. */
export default function CatalogHome() {
  const texts = useStaffTexts(catalogTexts);
  const language = useStaffLanguage();
  return (
    <CatalogFrame>
      <PageHeader title={texts.title} intro={texts.intro} />
      <ul className="staff-catalog__parts">
        {CATALOG_PARTS.map((part) => (
          <li key={part.segment} className="staff-catalog__part">
            <h2>
              <Link to={staffPath(language, "catalog", part.segment)}>{texts[part.label]}</Link>
            </h2>
            <p>{texts[part.about]}</p>
          </li>
        ))}
      </ul>
    </CatalogFrame>
  );
}
