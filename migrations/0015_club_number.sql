-- A club is its association number (SPEC 3: external_id); a double submit of 'new club' could make two
-- of one. Clubs that already share a number keep all they hold: each after the first gets its own id
-- behind the number, which shows the administrator which to correct or delete, and the number is
-- unique from here on.
UPDATE `clubs` SET `external_id` = `external_id` || '-' || `id`
WHERE `id` NOT IN (SELECT min(`id`) FROM `clubs` GROUP BY `external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `clubs_external_id_unique` ON `clubs` (`external_id`);
