CREATE TABLE `short_link` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`source_id` text,
	`title` text NOT NULL,
	`parts` text NOT NULL,
	`purpose` text NOT NULL,
	`shared_total` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `short_link_fingerprint_unique` ON `short_link` (`fingerprint`);--> statement-breakpoint
CREATE INDEX `short_link_source_idx` ON `short_link` (`source_id`);