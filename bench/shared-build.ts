/**
 * The public build page (/b/<id>, issue 29) has no fixed address: the page-weight and Lighthouse
 * gates share a complete draft on their fresh server and measure the page it gets.
 */
export const SHARED_BUILD_PAGE = '/b/{shared draft}';

const DRAFT = {
  kind: 'draft',
  title: 'Sulit 1080p gaming build',
  parts: {
    mobo: 'mobo-msi-mag-b650-tomahawk-wifi',
    cpu: 'cpu-amd-ryzen-5-7600',
    gpus: ['gpu-asus-dual-rtx-4060-oc-8gb'],
    rams: ['ram-teamgroup-t-force-vulcan-ddr5-5200-32gb-2x16'],
    psu: 'psu-corsair-cx650',
  },
};

/** The measured path: `path` itself, or for the build page the address of a draft shared just now. */
export async function resolvePath(path: string, origin: string): Promise<string> {
  if (path !== SHARED_BUILD_PAGE) return path;
  const res = await fetch(`${origin}/api/short-links`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DRAFT) });
  if (!res.ok) throw new Error(`Could not share a draft for the build page: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}
