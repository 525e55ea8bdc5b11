// Paint first, then run the scripts that hydrate the page (ADR 075; first tried alone in ADR 073).
//
// React Router ends the body with one inline module script whose static imports pull in the whole
// hydration graph. Its modules are already on their way (the preloads at the end of the body,
// head-filter.ts), so on a fast connection they are ready before the first screen has been laid
// out, and evaluating them and starting hydration would push the first paint back (about 0.1 s
// here, four times that on a slow phone). Here that script is made inert (a type the browser does
// not run) and a small classic script right after it turns it back into the same module script once
// the first contentful paint has been presented, or after MAX_WAIT_MS, whichever comes first. The
// page is complete and usable before hydration (server-rendered links and forms), so nothing waits
// on it but the enhancements.

/** The type the module script carries while it waits; browsers do not run unknown script types. */
export const INERT_TYPE = "text/x-after-first-paint";

/**
 * When the first contentful paint is not reported this long after the script ran (a hidden tab
 * does not paint; a browser without paint timing never reports it), the scripts load anyway. The
 * loader runs after every stylesheet has loaded (a classic script waits for them), so the paint is
 * only the main thread's work away; two seconds is a safety net, not the usual path.
 */
export const MAX_WAIT_MS = 2000;

// Classic script, ES5, no globals: it runs during parsing, before anything else of ours. It removes
// itself at once, so the DOM that hydrates is exactly the server's (with the module script in place).
const LOADER = `(function(){var me=document.currentScript,inert=me.previousElementSibling,started=false;me.remove();
function start(){if(started)return;started=true;var s=document.createElement("script");s.type="module";s.setAttribute("async","");s.nonce=inert.nonce;s.textContent=inert.textContent;inert.replaceWith(s);}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;
if(!types||types.indexOf("paint")<0)return start();
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start();}}).observe({type:"paint",buffered:true});
setTimeout(start,${MAX_WAIT_MS});})();`;

/**
 * The document with React Router's module script (the one carrying this response's nonce, so page
 * content can never match) made inert and followed by the loader. Without that script, the same bytes.
 */
export function deferHydrationScripts(html: Buffer, nonce: string): Buffer {
  const tag = `<script nonce="${nonce}" type="module" async="">`;
  const start = html.indexOf(tag);
  if (start === -1) return html;
  const end = html.indexOf("</script>", start + tag.length);
  if (end === -1) return html;
  const close = end + "</script>".length;
  return Buffer.concat([
    html.subarray(0, start),
    Buffer.from(`<script nonce="${nonce}" type="${INERT_TYPE}" async="">`),
    html.subarray(start + tag.length, close),
    Buffer.from(`<script nonce="${nonce}">${LOADER}</script>`),
    html.subarray(close),
  ]);
}
