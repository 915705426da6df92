-- Issue 40: each meet runs on its own clock (IANA time zone), the club's by default; Amsterdam where
-- nobody said otherwise, as every meet was before.
ALTER TABLE `clubs` ADD `time_zone` text DEFAULT 'Europe/Amsterdam' NOT NULL;
--> statement-breakpoint
ALTER TABLE `meets` ADD `time_zone` text DEFAULT 'Europe/Amsterdam' NOT NULL;
