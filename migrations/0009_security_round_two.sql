-- Issue 25: an activated account's address changes only when its owner confirms it from the new
-- address; until then the new address waits here and the old one still signs in.
ALTER TABLE `users` ADD `pending_username` text;
