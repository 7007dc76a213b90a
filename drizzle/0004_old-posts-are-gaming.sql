-- Custom SQL migration file, put your code below! --
-- Issue 22: every community post has a purpose, and posts shared before one was asked are gaming builds.
UPDATE `community_build` SET `use` = 'gaming' WHERE `use` IS NULL;
