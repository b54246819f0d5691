-- Every injected item declares the consent purpose it serves (SPEC 3 "Settings"; docs/shell.md
-- "Consent"): the page inserts it only once the visitor has accepted that purpose, and GET
-- /api/settings leaves out an item without one. An item stored before purposes existed serves no
-- purpose anybody can name here, so it is filed under advertising, the purpose a visitor is asked
-- about last and accepts least: it keeps loading for those who accept everything, and for nobody
-- who refused. The operator names its real purpose afterwards.
UPDATE "site_settings" SET "injections" = (
  SELECT coalesce(
    jsonb_agg(
      CASE
        WHEN jsonb_typeof("item") = 'object' AND NOT ("item" ? 'purpose')
          THEN "item" || '{"purpose": "advertising"}'::jsonb
        ELSE "item"
      END
      ORDER BY "position"
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements("injections") WITH ORDINALITY AS "items" ("item", "position")
)
WHERE jsonb_typeof("injections") = 'array';
