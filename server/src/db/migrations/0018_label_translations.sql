-- Sizes, extras and a category's shared sizes get their texts in other languages (decision 060). A category's
-- sit beside its shared labels; a product's sizes, groups of extras and extras each carry theirs in the JSONB
-- they live in, which starts empty here for every stored one (written by hand: drizzle-kit does not see
-- inside JSONB), so that every reader finds one shape. Each array keeps its order (WITH ORDINALITY).
ALTER TABLE "categories" ADD COLUMN "variant_label_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "products" SET
  "variants" = (
    SELECT jsonb_agg('{"translations":{}}'::jsonb || "variant" ORDER BY "position")
    FROM jsonb_array_elements("products"."variants") WITH ORDINALITY AS "sizes"("variant", "position")
  ),
  "option_groups" = coalesce((
    SELECT jsonb_agg(
      '{"translations":{}}'::jsonb || "group" || jsonb_build_object('options', coalesce((
        SELECT jsonb_agg('{"translations":{}}'::jsonb || "option" ORDER BY "option_position")
        FROM jsonb_array_elements("group" -> 'options') WITH ORDINALITY AS "extras"("option", "option_position")
      ), '[]'::jsonb))
      ORDER BY "position"
    )
    FROM jsonb_array_elements("products"."option_groups") WITH ORDINALITY AS "groups"("group", "position")
  ), '[]'::jsonb);
