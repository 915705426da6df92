CREATE TABLE `live_users` (
	`meet_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`meet_id`, `user_id`),
	FOREIGN KEY (`meet_id`) REFERENCES `meets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_users_user_idx` ON `live_users` (`user_id`);