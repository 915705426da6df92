CREATE TABLE `import_base` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`data` text NOT NULL
);
