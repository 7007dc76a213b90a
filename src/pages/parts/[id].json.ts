/** /parts/<id>.json: a part's compare entry (src/domain/catalogue/compare.ts), pre-rendered for the compare page. */
import type { APIRoute } from 'astro';
import { ALL_COMPONENTS } from '../../catalogue/index.ts';
import { compareEntry } from '../../domain/catalogue/compare.ts';
import type { Component } from '../../domain/catalogue/catalogue.ts';

export const getStaticPaths = () => ALL_COMPONENTS.map((part) => ({ params: { id: part.id }, props: { part } }));

export const GET: APIRoute = ({ props }) => Response.json(compareEntry((props as { part: Component }).part));
