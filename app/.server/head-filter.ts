// Removes React Router's <link rel="modulepreload"> tags from the document's <head> as it streams.
// See ADR 016: on a slow phone connection those preloads compete with the stylesheet and fonts for
// the first paint (Lighthouse mobile: 92-97 with them, 100 without); the module scripts still load
// the same files, a little later, for hydration.
import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;

export class ModulePreloadFilter extends Transform {
  #head = "";
  #done = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.#done) return callback(null, chunk);
    // Hold the text back until the head is complete, so no tag is ever split across chunks.
    this.#head += chunk.toString();
    const end = this.#head.indexOf("</head>");
    if (end === -1) return callback();
    this.#done = true;
    const head = this.#head.slice(0, end).replace(MODULE_PRELOAD, "");
    const rest = this.#head.slice(end);
    this.#head = "";
    callback(null, head + rest);
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.#done ? undefined : this.#head.replace(MODULE_PRELOAD, ""));
  }
}
