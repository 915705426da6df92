-- Issue 25: a re-import is one step across the room, D1 and R2. An import names itself before its
-- file goes to R2, so a file whose import never completed can be found and swept; the room records
-- the import id it took with the programme, and D1's history takes each import id once.
CREATE TABLE `pending_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`meet_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`meet_id`) REFERENCES `meets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pending_imports_created_idx` ON `pending_imports` (`created_at`);
--> statement-breakpoint
ALTER TABLE `imports` ADD `import_id` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `imports_import_id_unique` ON `imports` (`import_id`);
--> statement-breakpoint
-- Issue 25: expired rate-limit windows are swept on each attempt, found by their start.
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);
