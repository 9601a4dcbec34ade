-- Condition keys that read well under the label rule (packages/domain/src/conditions.ts,
-- docs/product/health-tracking.md#the-condition-list), and a page of its own for each custom
-- condition. Data only, no schema change; every statement may run again without changing more.
--
-- 1. 'ckd' is now 'chronic_kidney_disease' (the API still accepts 'ckd' and reads it as the new key).
UPDATE "pet_health_conditions" SET "condition" = 'chronic_kidney_disease' WHERE "condition" = 'ckd';--> statement-breakpoint
UPDATE "symptom_logs" SET "condition_id" = 'chronic_kidney_disease' WHERE "condition_id" = 'ckd';--> statement-breakpoint
-- condition_metadata is unique on (pet_id, condition_id): a pet that somehow has both keeps the new row.
UPDATE "condition_metadata" AS m SET "condition_id" = 'chronic_kidney_disease'
WHERE m."condition_id" = 'ckd'
	AND NOT EXISTS (SELECT 1 FROM "condition_metadata" AS n WHERE n."pet_id" = m."pet_id" AND n."condition_id" = 'chronic_kidney_disease');--> statement-breakpoint
-- 2. A custom condition ('other', or a key stored before the list existed) is identified by
-- 'other-' || its row's id. Its symptom logs and details were kept under the stored key ('other'),
-- shared by every custom condition of the pet. They move to the pet's OLDEST custom condition with
-- that stored key: with exactly one, that is the condition they belong to; with two or more, the
-- old rows cannot be told apart, so they all stay attached to the oldest (the owner can still see
-- and delete them there), and the newer custom conditions start with empty logs.
-- Pets, reports, saved reports and shares store no condition keys (sections are section names).
UPDATE "symptom_logs" AS s SET "condition_id" = 'other-' || c."id"
FROM (
	SELECT DISTINCT ON ("pet_id", "condition") "id", "pet_id", "condition"
	FROM "pet_health_conditions"
	WHERE "condition" NOT IN ('mvd', 'ibd', 'chronic_kidney_disease', 'diabetes', 'arthritis', 'epilepsy', 'allergies', 'hypothyroidism', 'hyperthyroidism', 'cancer')
	ORDER BY "pet_id", "condition", "created_at", "id"
) AS c
WHERE s."pet_id" = c."pet_id" AND s."condition_id" = c."condition";--> statement-breakpoint
UPDATE "condition_metadata" AS m SET "condition_id" = 'other-' || c."id"
FROM (
	SELECT DISTINCT ON ("pet_id", "condition") "id", "pet_id", "condition"
	FROM "pet_health_conditions"
	WHERE "condition" NOT IN ('mvd', 'ibd', 'chronic_kidney_disease', 'diabetes', 'arthritis', 'epilepsy', 'allergies', 'hypothyroidism', 'hyperthyroidism', 'cancer')
	ORDER BY "pet_id", "condition", "created_at", "id"
) AS c
WHERE m."pet_id" = c."pet_id" AND m."condition_id" = c."condition"
	AND NOT EXISTS (SELECT 1 FROM "condition_metadata" AS n WHERE n."pet_id" = m."pet_id" AND n."condition_id" = 'other-' || c."id");
