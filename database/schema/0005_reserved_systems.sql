-- Schema version 5 is the systems table of branch systems17 (issue 17, item 3). This
-- placeholder keeps the migrations in sequence on branch rank17 alone; merging systems17
-- replaces it (delete this file when its 0005 arrives).
SELECT 1;
