/**
 * The reader version (migration 0010's triggers): every write to what a person is answered
 * personally moves theirs, and only theirs, whichever code path or process writes it.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp } from '../testing/test-app.ts';
import { signUp } from '../testing/community.ts';
import { build, communityBuild, communityVote, readerVersion, user } from './schema.ts';
import { aBuild } from '../testing/factories.ts';
import type { PartSnapshot } from '../../src/domain/saved-builds/saved-build.ts';

async function setup() {
  const t = await testApp();
  const { db } = t.deps;
  const ana = await signUp(t.app, 'ana@example.ph', 'Ana');
  const ben = await signUp(t.app, 'ben@example.ph', 'Ben');
  const versionOf = async (id: string) => (await db.select().from(readerVersion).where(eq(readerVersion.userId, id)))[0]?.version;
  const now = new Date();
  const saved = (id: string, userId: string) => ({ id, userId, name: 'Plan', parts: aBuild<PartSnapshot>(), savedTotal: 0, createdAt: now, updatedAt: now });
  const post = (id: string, userId: string, savedBuildId: string | null = null) => ({ id, userId, title: 'Rig', parts: aBuild<PartSnapshot>(), totalPrice: 0, purpose: 'gaming' as const, savedBuildId, createdAt: now });
  return { db, ana, ben, versionOf, saved, post };
}

describe('reader_version', () => {
  it('starts at 0 for every new account', async () => {
    const { ana, ben, versionOf } = await setup();
    expect(await versionOf(ana.id)).toBe(0);
    expect(await versionOf(ben.id)).toBe(0);
  });

  it('moves with each saved build written, changed or deleted — the owner’s only', async () => {
    const { db, ana, ben, versionOf, saved } = await setup();
    await db.insert(build).values(saved('b1', ana.id));
    expect(await versionOf(ana.id)).toBe(1);
    await db.update(build).set({ name: 'Renamed' }).where(eq(build.id, 'b1'));
    expect(await versionOf(ana.id)).toBe(2);
    await db.delete(build).where(eq(build.id, 'b1'));
    expect(await versionOf(ana.id)).toBe(3);
    expect(await versionOf(ben.id)).toBe(0);
  });

  it('moves with each vote the person casts, changes or takes back — the voter’s, not the author’s', async () => {
    const { db, ana, ben, versionOf, post } = await setup();
    await db.insert(communityBuild).values(post('p1', ana.id));
    const anaAfterPost = await versionOf(ana.id);
    await db.insert(communityVote).values({ buildId: 'p1', userId: ben.id, direction: 'up', createdAt: new Date() });
    expect(await versionOf(ben.id)).toBe(1);
    await db.update(communityVote).set({ direction: 'down' }).where(eq(communityVote.userId, ben.id));
    expect(await versionOf(ben.id)).toBe(2);
    // The post's counts change with everyone's votes; what its author is answered does not.
    await db.update(communityBuild).set({ upVotes: 5 }).where(eq(communityBuild.id, 'p1'));
    expect(await versionOf(ana.id)).toBe(anaAfterPost);
    await db.delete(communityVote).where(eq(communityVote.userId, ben.id));
    expect(await versionOf(ben.id)).toBe(3);
  });

  it('moves with the author’s posts: shared, retitled, deleted, or losing the saved build they came from', async () => {
    const { db, ana, versionOf, saved, post } = await setup();
    await db.insert(build).values(saved('b1', ana.id));
    let last = (await versionOf(ana.id))!;
    const moved = async () => {
      const now = (await versionOf(ana.id))!;
      const didMove = now > last;
      last = now;
      return didMove;
    };
    await db.insert(communityBuild).values(post('p1', ana.id, 'b1'));
    expect(await moved()).toBe(true);
    await db.update(communityBuild).set({ title: 'New title' }).where(eq(communityBuild.id, 'p1'));
    expect(await moved()).toBe(true);
    await db.delete(build).where(eq(build.id, 'b1'));
    expect(await moved()).toBe(true);
    expect((await db.select().from(communityBuild).where(eq(communityBuild.id, 'p1')))[0]?.savedBuildId).toBeNull();
    await db.delete(communityBuild).where(eq(communityBuild.id, 'p1'));
    expect(await moved()).toBe(true);
  });

  it('goes with the account, whatever it held', async () => {
    const { db, ana, ben, versionOf, saved, post } = await setup();
    await db.insert(build).values(saved('b1', ana.id));
    await db.insert(communityBuild).values(post('p1', ana.id, 'b1'));
    await db.insert(communityVote).values({ buildId: 'p1', userId: ana.id, direction: 'up', createdAt: new Date() });
    await db.insert(communityVote).values({ buildId: 'p1', userId: ben.id, direction: 'up', createdAt: new Date() });
    await db.delete(user).where(eq(user.id, ana.id));
    expect(await versionOf(ana.id)).toBeUndefined();
    // Ben's vote went with Ana's post: what Ben is answered moved too.
    expect(await versionOf(ben.id)).toBe(2);
  });
});
