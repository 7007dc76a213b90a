CREATE TABLE `price_alert` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`part_id` text,
	`build_id` text,
	`below` integer NOT NULL,
	`notified_price` integer,
	`notified_on` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`build_id`) REFERENCES `build`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_alert_userId_idx` ON `price_alert` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `price_observation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`part_id` text NOT NULL,
	`shop` text NOT NULL,
	`url` text NOT NULL,
	`price` integer,
	`availability` text NOT NULL,
	`seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_observation_url_seen_idx` ON `price_observation` (`url`,`seen_at`);--> statement-breakpoint
CREATE INDEX `price_observation_part_seen_idx` ON `price_observation` (`part_id`,`seen_at`);