-- Issue 25: an activated account's address changes only when its owner confirms it from the new
-- address; until then the new address waits here and the old one still signs in.
ALTER TABLE `users` ADD `pending_username` text;
--> statement-breakpoint
-- Issue 25: nobody acts as another official. The phones an official joined from (a random key each,
-- kept hashed), and the code mailed to an official who joins from another phone.
CREATE TABLE `official_devices` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`official_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`official_id`) REFERENCES `officials`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `official_devices_official_idx` ON `official_devices` (`official_id`);
--> statement-breakpoint
CREATE TABLE `official_codes` (
	`official_id` integer PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`official_id`) REFERENCES `officials`(`id`) ON UPDATE no action ON DELETE cascade
);
