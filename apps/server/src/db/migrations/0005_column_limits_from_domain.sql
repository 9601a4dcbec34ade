ALTER TABLE "pets" DROP CONSTRAINT "pets_weight_check";--> statement-breakpoint
ALTER TABLE "breathing_rate_logs" DROP CONSTRAINT "breathing_rate_logs_duration_check";--> statement-breakpoint
ALTER TABLE "weight_logs" DROP CONSTRAINT "weight_logs_weight_check";--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_weight_check" CHECK ("pets"."weight" is null or "pets"."weight" >= 0.01);--> statement-breakpoint
ALTER TABLE "breathing_rate_logs" ADD CONSTRAINT "breathing_rate_logs_duration_check" CHECK ("breathing_rate_logs"."duration_seconds" between 10 and 300);--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_weight_check" CHECK ("weight_logs"."weight" >= 0.01);