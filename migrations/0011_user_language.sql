-- DESIGN 12: the language a user chose in their profile ('nl' or 'en'): their pages, the API's
-- answers and their mails. Null, as for every account made before, follows the browser's.
ALTER TABLE `users` ADD `language` text;
