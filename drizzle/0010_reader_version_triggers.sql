-- Issue 24 item 9: each person's reader_version moves with every write to what the API answers
-- them personally (worker/db/reader-version-schema.ts). Every account has a row from its first
-- moment (the user trigger; existing accounts below); the triggers only ever update it, so the
-- cascades of an account deletion never write a row for an account that is going.
INSERT INTO `reader_version` (`user_id`, `version`) SELECT `id`, 0 FROM `user`;
--> statement-breakpoint
CREATE TRIGGER `reader_version_new_user` AFTER INSERT ON `user` BEGIN
	INSERT OR IGNORE INTO `reader_version` (`user_id`, `version`) VALUES (NEW.`id`, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_build_insert` AFTER INSERT ON `build` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_build_update` AFTER UPDATE ON `build` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_build_delete` AFTER DELETE ON `build` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_vote_insert` AFTER INSERT ON `community_vote` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_vote_update` AFTER UPDATE ON `community_vote` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_vote_delete` AFTER DELETE ON `community_vote` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_post_insert` AFTER INSERT ON `community_build` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_post_update` AFTER UPDATE OF `title`, `saved_build_id`, `created_at` ON `community_build` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reader_version_post_delete` AFTER DELETE ON `community_build` BEGIN
	UPDATE `reader_version` SET `version` = `version` + 1 WHERE `user_id` = OLD.`user_id`;
END;
