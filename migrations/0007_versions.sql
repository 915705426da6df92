-- DESIGN 8e: no lost update. Each record edited in a dialog has a version, its ETag; an edit with an
-- If-Match of another version is refused (412) and writes nothing.
ALTER TABLE `clubs` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `meets` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `officials` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `version` integer DEFAULT 1 NOT NULL;