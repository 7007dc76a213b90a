CREATE TABLE `community_photo` (
	`id` text PRIMARY KEY NOT NULL,
	`build_id` text NOT NULL,
	`user_id` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`build_id`) REFERENCES `community_build`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_photo_build_idx` ON `community_photo` (`build_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `hidden_post` (
	`build_id` text PRIMARY KEY NOT NULL,
	`moderator_id` text,
	`reason` text NOT NULL,
	`hidden_at` integer NOT NULL,
	FOREIGN KEY (`build_id`) REFERENCES `community_build`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`moderator_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `photo_report` (
	`photo_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`photo_id`, `reporter_id`),
	FOREIGN KEY (`photo_id`) REFERENCES `community_photo`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_report_photo_idx` ON `photo_report` (`photo_id`);