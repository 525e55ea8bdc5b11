// Typography for an article's HTML, scoped to its container with Tailwind's arbitrary variants
// (no typography plugin): only the tags the sanitiser allows are styled.
export const articleBodyClass = [
  "text-lg leading-8 text-slate-700 break-words",
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-slate-900 sm:[&_h2]:text-3xl",
  "[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:mt-7 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900",
  "[&_p]:my-5",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_a:hover]:decoration-brand-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold [&_b]:text-slate-900",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-2 [&_li]:pl-1.5 [&_li::marker]:text-brand-600 [&_li>ul]:my-2 [&_li>ol]:my-2",
  "[&_blockquote]:my-8 [&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-1 [&_blockquote]:text-slate-800",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-900",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_figure]:my-8 [&_figure_img]:my-0 [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600",
  "[&_hr]:my-12 [&_hr]:border-slate-200",
  "[&_mark]:rounded [&_mark]:bg-accent-400/40 [&_mark]:px-0.5 [&_mark]:text-inherit",
  // Wide tables scroll sideways on phones instead of widening the page.
  "[&_table]:my-8 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
].join(" ");
