-- DESIGN 8d: link codes are kept hashed. D1 has no SHA-256 in SQL, so existing codes stay whole in
-- api_key with no hash; the Worker hashes them and keeps only their first 8 characters
-- (src/worker/auth/link-code.ts).
DROP INDEX `clubs_api_key_unique`;--> statement-breakpoint
ALTER TABLE `clubs` ADD `api_key_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `clubs_api_key_hash_unique` ON `clubs` (`api_key_hash`);--> statement-breakpoint
ALTER TABLE `imports` ADD `via` text DEFAULT 'app' NOT NULL;