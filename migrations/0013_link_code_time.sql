-- Issue 39: when the club's link code was last made, so a burst of requests that do not name the code
-- they replace makes one code, not several of which only the last works.
ALTER TABLE `clubs` ADD `api_key_at` integer;
