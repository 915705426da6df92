-- Issue 25: an address that is no official's yet is registered only once the code mailed to it comes
-- back; until then the request waits here, one per address, with the name and number it gave.
CREATE TABLE `official_registrations` (
	`email` text PRIMARY KEY NOT NULL,
	`external_id` text NOT NULL,
	`name` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `official_registrations_expires_idx` ON `official_registrations` (`expires_at`);
