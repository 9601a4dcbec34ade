-- Parasite prevention reference data (docs/product/veterinary.md#parasite-prevention-products), generated from packages/domain/src/parasite-products.ts
-- (one row per product, species and type; the safety note is safetyNotes(product, species)).
-- Idempotent: a database that already has a row keeps it. A later change to the list is a new migration.
INSERT INTO "treatment_types" ("species", "name") VALUES
  ('dog', 'flea_tick'),
  ('dog', 'combo'),
  ('cat', 'flea_tick'),
  ('dog', 'heartworm'),
  ('dog', 'dewormer'),
  ('dog', 'ear_mites'),
  ('cat', 'heartworm'),
  ('cat', 'ear_mites')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "treatment_brands" ("name", "manufacturer", "is_combo") VALUES
  ('NexGard', 'Boehringer Ingelheim', false),
  ('NexGard Spectra', 'Boehringer Ingelheim', true),
  ('NexGard PLUS', 'Boehringer Ingelheim', true),
  ('Bravecto chew', 'MSD / Merck', false),
  ('Bravecto spot-on for cats', 'MSD / Merck', false),
  ('Simparica', 'Zoetis', false),
  ('Simparica Trio', 'Zoetis', true),
  ('Credelio', 'Elanco', false),
  ('Credelio PLUS', 'Elanco', true),
  ('Credelio Quattro', 'Elanco', true),
  ('Heartgard Plus', 'Boehringer Ingelheim', false),
  ('Revolution', 'Zoetis', false),
  ('Frontline Plus', 'Boehringer Ingelheim', false),
  ('Seresto collar', 'Elanco', false),
  ('ProHeart 6', 'Zoetis', false),
  ('ProHeart 12', 'Zoetis', false)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "treatment_details" ("type_id", "brand_id", "default_frequency", "safety_note")
SELECT t."id", b."id", v."frequency", v."note"
FROM (VALUES
  ('NexGard', 'dog', 'flea_tick', 'monthly', NULL),
  ('NexGard Spectra', 'dog', 'combo', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('NexGard PLUS', 'dog', 'combo', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Bravecto chew', 'dog', 'flea_tick', 'every_3_months', NULL),
  ('Bravecto spot-on for cats', 'cat', 'flea_tick', 'every_3_months', NULL),
  ('Simparica', 'dog', 'flea_tick', 'monthly', NULL),
  ('Simparica Trio', 'dog', 'combo', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Credelio', 'dog', 'flea_tick', 'monthly', NULL),
  ('Credelio', 'cat', 'flea_tick', 'monthly', NULL),
  ('Credelio PLUS', 'dog', 'combo', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Credelio Quattro', 'dog', 'combo', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Heartgard Plus', 'dog', 'heartworm', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Heartgard Plus', 'dog', 'dewormer', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Revolution', 'dog', 'flea_tick', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Revolution', 'dog', 'heartworm', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Revolution', 'dog', 'ear_mites', 'monthly', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('Revolution', 'cat', 'flea_tick', 'monthly', NULL),
  ('Revolution', 'cat', 'heartworm', 'monthly', NULL),
  ('Revolution', 'cat', 'ear_mites', 'monthly', NULL),
  ('Frontline Plus', 'dog', 'flea_tick', 'monthly', NULL),
  ('Frontline Plus', 'cat', 'flea_tick', 'monthly', 'Frontline Tri-Act, a different product for dogs, contains permethrin, which is toxic to cats: check the box.'),
  ('Seresto collar', 'dog', 'flea_tick', 'every_6_months', NULL),
  ('Seresto collar', 'cat', 'flea_tick', 'every_6_months', NULL),
  ('ProHeart 6', 'dog', 'heartworm', 'every_6_months', 'Dogs need a heartworm test before starting a heartworm preventive.'),
  ('ProHeart 12', 'dog', 'heartworm', 'annual', 'Dogs need a heartworm test before starting a heartworm preventive.')
) AS v("brand", "species", "type", "frequency", "note")
JOIN "treatment_types" t ON t."species" = v."species" AND t."name" = v."type"
JOIN "treatment_brands" b ON b."name" = v."brand"
ON CONFLICT DO NOTHING;
