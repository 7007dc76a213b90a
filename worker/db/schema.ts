/**
 * The database schema (Drizzle). Tables arrive with the features that need them; the parts
 * catalogue is not here: it lives in `content/catalogue/` as reviewed data files.
 */
export {};
