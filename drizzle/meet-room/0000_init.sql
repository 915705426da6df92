CREATE TABLE `commands` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text NOT NULL,
	`action` text NOT NULL,
	`user` text
);
--> statement-breakpoint
CREATE TABLE `heats` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `timings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`heat_id` text NOT NULL,
	`kind` text NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL
);
