-- DESIGN 8g: para points. World Para Swimming's tables and the short-course factors, kept side by
-- side as administrators uploaded them; a meet's course (null while unknown, and then no points).
CREATE TABLE `point_factors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`factors` text NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `point_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`valid_from` text NOT NULL,
	`filename` text NOT NULL,
	`parameters` text NOT NULL,
	`rows` integer NOT NULL,
	`user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `point_tables_valid_idx` ON `point_tables` (`valid_from`);--> statement-breakpoint
ALTER TABLE `meets` ADD `course` text;