CREATE TABLE `pending_meets` (
	`meet_id` integer PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`meet_id`) REFERENCES `meets`(`id`) ON UPDATE no action ON DELETE cascade
);
