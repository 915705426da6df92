ALTER TABLE `meets` ADD `join_key` text;--> statement-breakpoint
UPDATE `meets` SET `join_key` = lower(hex(randomblob(16)));--> statement-breakpoint
CREATE UNIQUE INDEX `meets_join_key_unique` ON `meets` (`join_key`);