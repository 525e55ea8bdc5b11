// Paint first, then fetch and run the scripts that hydrate the page (ADR 076).
//
// React Router writes a <link rel="modulepreload"> in the head for every module the page needs and
// ends the body with one inline module script whose static imports pull in that graph. Served as
// they are, the scripts download next to the stylesheet and fonts, and their evaluation pushes the
// first paint back; in the head the preloads also break the takeover (Preact claims the head's
// elements in order, and an extra <link> there takes the stylesheet's place). Without any preload,
// the browser learns the modules one level of imports at a time, a round trip each.
//
// So the rendered document is rewritten once, on the server: the head's module preloads are taken
// out, React Router's module script gets a type the browser does not run, and a small classic script
// right after it waits for the first contentful paint (or MAX_WAIT_MS), then asks for all of the
// page's modules in quick succession and puts the module script back. The page is complete and
// usable before hydration (server-rendered links and forms); only the enhancements wait. The module
// script also gets the routes the page links to (app/.server/route-discovery.ts), added to React
// Router's manifest before its entry runs.

import { decodeAttribute } from "./html-attribute";

/** The type the module script carries while it waits; browsers do not run unknown script types. */
export const INERT_TYPE = "text/x-after-first-paint";

/**
 * When the first contentful paint is not reported this long after the loader ran (a hidden tab does
 * not paint; a browser without paint timing never reports it), the scripts load anyway. The loader
 * runs after every stylesheet has loaded (a classic script waits for them), so the paint is only
 * the main thread's work away; two seconds is a safety net, not the usual path.
 */
export const MAX_WAIT_MS = 2000;

// React Router's own tags, from our own rendered head (never request input): attribute values are
// quoted and escaped by React, so neither `<` nor `>` nor `"` can occur inside one.
const MODULE_PRELOAD = /<link rel="modulepreload"[^<>]*>/g;
const HREF = /\shref="([^"]*)"/;
const HEAD_END = "</head>";

/** The loader, a classic ES5 script with no globals. It removes itself at once, so the DOM that
 * hydrates is exactly the server's (with the module script back in place). The preloads go to the
 * end of the body, where hydration has nothing to match them with, one per task: starting a
 * module's fetch takes the main thread about a millisecond, more on a slow phone, and ten in one
 * task would be a long one. A message to itself is the next task at once (a timer would be
 * clamped to 4 ms after a few), so the last module is asked for within a few milliseconds of the
 * first, and the module script comes back after it. */
function loader(modules: string[]): string {
  // JSON is valid JavaScript; `<` escaped so that no `</script` can end the element early.
  const list = JSON.stringify(modules).replaceAll("<", "\\u003c");
  return `(function(modules){var me=document.currentScript,inert=me.previousElementSibling,started=false,next=0,channel;me.remove();
function start(){if(started)return;started=true;channel=new MessageChannel();channel.port1.onmessage=step;step();}
function step(){if(next<modules.length){var link=document.createElement("link");link.rel="modulepreload";link.href=modules[next++];link.nonce=inert.nonce;document.body.appendChild(link);channel.port2.postMessage(0);return;}
channel.port1.close();var s=document.createElement("script");s.type="module";s.setAttribute("async","");s.nonce=inert.nonce;s.textContent=inert.textContent;inert.replaceWith(s);}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;
if(!types||types.indexOf("paint")<0)return start();
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start();}}).observe({type:"paint",buffered:true});
setTimeout(start,${MAX_WAIT_MS});})(${list});`;
}

/** Adds `routes` to React Router's manifest, leaving its own entries as they are. It ends the module
 * script, which starts the entry with a dynamic import: that runs only after the script is done. */
function addRoutes(routes: Record<string, unknown>): string {
  if (Object.keys(routes).length === 0) return "";
  const json = JSON.stringify(routes).replaceAll("<", "\\u003c");
  return `;{const known=window.__reactRouterManifest?.routes;if(known)for(const[id,route]of Object.entries(${json}))known[id]??=route;}`;
}

/**
 * The document without module preloads in its head, and with React Router's module script (the one
 * carrying this response's nonce, so page content can never match) made inert, ended with `routes`
 * added to the manifest, and followed by the loader. A document without that script keeps its body
 * as it is.
 */
export function paintFirst(html: Buffer, nonce: string, routes: Record<string, unknown> = {}): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  const headLength = headEnd === -1 ? html.length : headEnd;
  const modules: string[] = [];
  const head = html.toString("utf8", 0, headLength).replace(MODULE_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href) modules.push(decodeAttribute(href));
    return "";
  });

  const tag = `<script nonce="${nonce}" type="module" async="">`;
  const start = html.indexOf(tag, headLength);
  const end = start === -1 ? -1 : html.indexOf("</script>", start + tag.length);
  if (end === -1) return modules.length === 0 ? html : Buffer.concat([Buffer.from(head), html.subarray(headLength)]);
  const close = end + "</script>".length;
  return Buffer.concat([
    Buffer.from(head),
    html.subarray(headLength, start),
    Buffer.from(`<script nonce="${nonce}" type="${INERT_TYPE}" async="">`),
    html.subarray(start + tag.length, end),
    Buffer.from(addRoutes(routes)),
    html.subarray(end, close),
    Buffer.from(`<script nonce="${nonce}">${loader(modules)}</script>`),
    html.subarray(close),
  ]);
}
