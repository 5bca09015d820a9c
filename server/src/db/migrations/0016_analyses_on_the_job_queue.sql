-- Menu analyses move from each server's memory to the job queue (pg-boss, decision 048). A job left waiting
-- or running by a server of the old kind has no queued job that could ever finish it: it ends as interrupted,
-- as the old server's next start would have ended it.
UPDATE "menu_analyses" SET "status" = 'failed', "error_code" = 'interrupted' WHERE "status" IN ('queued', 'running');
