CREATE TABLE `community_build` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`parts` text NOT NULL,
	`total_price` integer NOT NULL,
	`use` text,
	`saved_build_id` text,
	`up_votes` integer DEFAULT 0 NOT NULL,
	`down_votes` integer DEFAULT 0 NOT NULL,
	`score` integer GENERATED ALWAYS AS (up_votes - down_votes) STORED,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_build_id`) REFERENCES `build`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "community_build_use_check" CHECK("community_build"."use" is null or "community_build"."use" in ('gaming', 'productivity', 'generaluse'))
);
--> statement-breakpoint
CREATE INDEX `community_build_rank_idx` ON `community_build` (`score`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_build_use_rank_idx` ON `community_build` (`use`,`score`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_build_userId_idx` ON `community_build` (`user_id`);--> statement-breakpoint
CREATE TABLE `community_comment` (
	`id` text PRIMARY KEY NOT NULL,
	`build_id` text NOT NULL,
	`user_id` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`build_id`) REFERENCES `community_build`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_comment_build_created_idx` ON `community_comment` (`build_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_comment_userId_idx` ON `community_comment` (`user_id`);--> statement-breakpoint
CREATE TABLE `community_vote` (
	`build_id` text NOT NULL,
	`user_id` text NOT NULL,
	`direction` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`build_id`, `user_id`),
	FOREIGN KEY (`build_id`) REFERENCES `community_build`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "community_vote_direction_check" CHECK("community_vote"."direction" in ('up', 'down'))
);
--> statement-breakpoint
CREATE INDEX `community_vote_build_direction_idx` ON `community_vote` (`build_id`,`direction`);--> statement-breakpoint
CREATE INDEX `community_vote_userId_idx` ON `community_vote` (`user_id`);