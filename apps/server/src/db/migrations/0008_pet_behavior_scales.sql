ALTER TABLE "pet_behavior" ADD COLUMN "dog_reactivity" text;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "cat_reactivity" text;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "people_reactivity" text;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "child_reactivity" text;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "muzzle_needed" boolean;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "house_training" text;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "crate_trained" boolean;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD COLUMN "separation_anxiety" text;--> statement-breakpoint
-- Onboarding's yes/no answers onto the scales (packages/domain/src/behavior.ts): "good with" yes is
-- relaxed, no is reactive (careful until the owner says more); house-trained yes is reliable, no
-- is not trained; unanswered stays unknown. The yes/no columns stay for the previous release.
UPDATE "pet_behavior" SET
	"dog_reactivity" = CASE "good_with_dogs" WHEN true THEN 'relaxed' WHEN false THEN 'reactive' END,
	"cat_reactivity" = CASE "good_with_cats" WHEN true THEN 'relaxed' WHEN false THEN 'reactive' END,
	"child_reactivity" = CASE "good_with_children" WHEN true THEN 'relaxed' WHEN false THEN 'reactive' END,
	"house_training" = CASE "house_trained" WHEN true THEN 'reliable' WHEN false THEN 'not_trained' END;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_energy_level_check" CHECK ("pet_behavior"."energy_level" is null or "pet_behavior"."energy_level" in ('low', 'medium', 'high'));--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_dog_reactivity_check" CHECK ("pet_behavior"."dog_reactivity" is null or "pet_behavior"."dog_reactivity" in ('relaxed', 'tolerant', 'nervous', 'reactive', 'may_bite'));--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_cat_reactivity_check" CHECK ("pet_behavior"."cat_reactivity" is null or "pet_behavior"."cat_reactivity" in ('relaxed', 'tolerant', 'nervous', 'reactive', 'may_bite'));--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_people_reactivity_check" CHECK ("pet_behavior"."people_reactivity" is null or "pet_behavior"."people_reactivity" in ('relaxed', 'tolerant', 'nervous', 'reactive', 'may_bite'));--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_child_reactivity_check" CHECK ("pet_behavior"."child_reactivity" is null or "pet_behavior"."child_reactivity" in ('relaxed', 'tolerant', 'nervous', 'reactive', 'may_bite'));--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_house_training_check" CHECK ("pet_behavior"."house_training" is null or "pet_behavior"."house_training" in ('reliable', 'occasional_accidents', 'in_training', 'not_trained'));--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_separation_anxiety_check" CHECK ("pet_behavior"."separation_anxiety" is null or "pet_behavior"."separation_anxiety" in ('none', 'mild', 'severe'));