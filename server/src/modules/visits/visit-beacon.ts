// The public menu's visit beacon (decision 052): one script, the same on every page (the page is
// cached and shared, and the CSP allows it by its hash), a few hundred bytes that never hold the page up.
//
// - The view itself is counted from the page's own request (menu-opening.ts): the script does not send it.
// - It gathers the categories the diner opened (their heading half in view: scrolled to, or jumped to by a
//   tap in the category bar) and the promotion cards seen (half in view), and sends those not sent yet
//   whenever the page is hidden (visibilitychange, pagehide: the moments a phone still lets a page send).
// - A random id of this page load goes with every beacon, so a server counts each thing once per load.
// The referrer policy lets the page see its own address as the referrer of the next page (the app's policy
// sends none), so opening the menu from itself (its language links, its filter) is no new view; other sites
// still get none.

/** The script, by itself: the page puts it in a <script> of its own and its hash in the CSP. */
export const VISIT_BEACON_SCRIPT =
  '(()=>{const d=document,v=Math.random().toString(36).slice(2,12),c=new Set,p=new Set,x=new Set,' +
  "a=e=>{const k=e?.dataset.k;k&&!x.has(k)&&(x.add(k),(e.tagName=='SECTION'?c:p).add(k))},f=()=>{if(c.size" +
  "+p.size){navigator.sendBeacon?.('/api/public/visits',JSON.stringify({m:decodeURIComponent(location." +
  "pathname.slice(3)),v,c:[...c],p:[...p]}));c.clear();p.clear()}};addEventListener('pagehide',f);" +
  "d.addEventListener('visibilitychange',()=>d.hidden&&f());const i=new IntersectionObserver(es=>{for(const" +
  " e of es)e.isIntersecting&&(a(e.target.closest('[data-k]')),i.unobserve(e.target))},{threshold:.5});" +
  "for(const e of d.querySelectorAll('.s[data-k]>h2,.pc[data-k]'))i.observe(e)})()"

/** What the page's head carries with the beacon: the referrer policy it reads its own loads by. */
export const VISIT_BEACON_HEAD = '<meta name="referrer" content="same-origin">'
