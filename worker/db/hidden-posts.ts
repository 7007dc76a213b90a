/** Posts a moderator hid (issue 29): read by the gallery, the photos router and the public build page. */
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { hiddenPost } from './schema.ts';

/** Whether a moderator hid the post. */
export async function isHidden(db: Database, buildId: string): Promise<boolean> {
  const [row] = await db.select({ id: hiddenPost.buildId }).from(hiddenPost).where(eq(hiddenPost.buildId, buildId)).limit(1);
  return Boolean(row);
}
