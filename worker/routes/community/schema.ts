/**
 * What the community API accepts (spec §3 "Community build", "Comment", §7): the share, comment
 * and vote bodies and the list's query, with the texts and rules of src/domain/community/community.ts.
 */
import { z } from 'zod';
import { partsSchema, purposeSchema } from '../../requests.ts';
import { CURSOR_INVALID } from './cursor.ts';
import {
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  DESCRIPTION_TOO_LONG,
  NO_PARTS_TO_SHARE,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  VOTE_REQUESTS,
  commentProblem,
  descriptionProblem,
  normaliseText,
  normaliseTitle,
  titleProblem,
} from '../../../src/domain/community/community.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The detail shows at most this many comments: the most recent ones, oldest first. */
export const MAX_COMMENTS_SHOWN = 100;

export const LIMIT_INVALID = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
export const SAVED_BUILD_NOT_YOURS = 'saved_build_id must name one of your saved builds.';
export const VOTE_INVALID = "direction must be 'up', 'down' or 'unvote'";

/** A check from src/domain/community/community.ts as a zod refinement. */
const rule =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** Spec §3 "Community build" as sent: total_price may be sent but is never read. */
export const shareBody = z.object(
  {
    // The caps before normalising only stop absurd input early; the rules count after it.
    title: z.string({ error: TITLE_REQUIRED }).max(1000, TITLE_TOO_LONG).transform(normaliseTitle).superRefine(rule(titleProblem)),
    description: z
      .string({ error: 'The description must be text.' })
      .max(10_000, DESCRIPTION_TOO_LONG)
      .nullable()
      .optional()
      .transform((text) => normaliseText(text ?? ''))
      .superRefine(rule(descriptionProblem)),
    parts: partsSchema(NO_PARTS_TO_SHARE),
    /** What the build is for; without one, the saved build's own purpose, else gaming (issue 22). */
    purpose: purposeSchema,
    saved_build_id: z
      .string({ error: SAVED_BUILD_NOT_YOURS })
      .max(200, SAVED_BUILD_NOT_YOURS)
      .nullable()
      .optional()
      .transform((id) => id || null),
  },
  { error: 'Send the build as a JSON object: {title, description, parts}.' },
);

export const commentBody = z.object(
  {
    text: z.string({ error: COMMENT_REQUIRED }).max(10_000, COMMENT_TOO_LONG).transform(normaliseText).superRefine(rule(commentProblem)),
  },
  { error: 'Send the comment as a JSON object: {text}.' },
);

export const voteBody = z.object(
  { direction: z.enum(VOTE_REQUESTS, { error: VOTE_INVALID }) },
  { error: "Send the vote as a JSON object: {direction: 'up' | 'down' | 'unvote'}." },
);

export const listQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, LIMIT_INVALID)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, LIMIT_INVALID)
    .optional(),
  purpose: purposeSchema,
  /** The list's first name for the same filter (a public address: still accepted). */
  use: purposeSchema,
  cursor: z.string().max(500, CURSOR_INVALID).optional(),
});
