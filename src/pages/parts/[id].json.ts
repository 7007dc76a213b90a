/** /parts/<id>.json: a part's compare entry (src/domain/compare.ts), pre-rendered for the compare page. */
import type { APIRoute } from 'astro';
import { ALL_COMPONENTS } from '../../catalogue/index.ts';
import { compareEntry } from '../../domain/compare.ts';
import type { Component } from '../../domain/catalogue.ts';

export const getStaticPaths = () => ALL_COMPONENTS.map((part) => ({ params: { id: part.id }, props: { part } }));

export const GET: APIRoute = ({ props }) => Response.json(compareEntry((props as { part: Component }).part));
