const escapeAttr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// A responsive 16:9 frame; the small script lets the embed route report its content height
// (postMessage 'countstream:height') so the frame fits its content. Only messages from our origin count.
export function buildEmbedCode(appUrl: string, id: string, name: string): string {
  const origin = new URL(appUrl).origin;
  const src = `${appUrl}/embed/${encodeURIComponent(id)}`;
  const frame =
    `<div style="position:relative;width:100%;max-width:960px;aspect-ratio:16/9;margin:0 auto">` +
    `<iframe src="${escapeAttr(src)}" title="${escapeAttr(name)}" data-countstream-id="${escapeAttr(id)}" ` +
    `style="position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:12px" allow="fullscreen" loading="lazy"></iframe></div>`;
  const script =
    `<script>(function(){window.addEventListener("message",function(e){` +
    `if(e.origin!==${JSON.stringify(origin)}||!e.data||e.data.type!=="countstream:height"||e.data.id!==${JSON.stringify(id)})return;` +
    `var f=document.querySelector('iframe[data-countstream-id="${escapeAttr(id)}"]');if(!f)return;` +
    `var b=f.parentNode;b.style.aspectRatio="auto";b.style.height=Math.max(120,Math.min(4000,Number(e.data.height)||0))+"px";});})();</script>`;
  return `${frame}\n${script}`;
}

// The same counter as a transparent, self-starting OBS browser source.
export function buildBrowserSourceUrl(appUrl: string, id: string): string {
  return `${appUrl}/embed/${encodeURIComponent(id)}?transparent=1&autostart=1`;
}
