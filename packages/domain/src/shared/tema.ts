/** Where the visitor's light/dark choice is kept (localStorage). */
export const CHAVE_TEMA = 'morada-tema';

/**
 * Applies the stored (or system) theme before the first paint, inline in <head>: a separate file
 * would cost the first paint one more round trip. The CSP allows exactly this text by its hash
 * (`hashScriptTema`), so no other inline script can run.
 */
export const SCRIPT_TEMA = `(function(){try{var t=localStorage.getItem('${CHAVE_TEMA}');if(t==='dark'||(!t&&window.matchMedia('(prefers-color-scheme: dark)').matches)){document.documentElement.classList.add('dark')}}catch(e){}})();`;

/** The id of the JSON list of the app's modules a server-rendered page loads on its first interaction. */
export const ID_MODULOS_APP = 'morada-modulos';

/**
 * What a visitor does that wakes a server-rendered page: a pointer over it or pressed, a touch, a
 * key, a focus, a scroll. The page is complete without scripts (links navigate, the listing's filter
 * form is a GET, the text and photos are there), so its JavaScript waits for the first of these
 * instead of competing with the HTML, the styles and the main photo for a phone's bandwidth and
 * CPU (issue 12: no script before interaction). A phone's first touch is nearly always a scroll,
 * so the page is hydrated by the time a finger reaches a button.
 */
const GATILHOS_HIDRATACAO = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];

/**
 * Controls whose click does nothing without React (a link navigates by itself and is left alone):
 * a click on one before hydration is held and replayed once React owns the page.
 */
const CONTROLES_REPETIDOS =
  'button,summary,input[type=checkbox],input[type=radio],[role=button],[role=tab],[role=checkbox],[role=switch],[role=combobox],[role=option],[role=menuitem]';

/**
 * The loader of a server-rendered page (inline, allowed by the CSP by its hash like SCRIPT_TEMA):
 * - on the first interaction (GATILHOS_HIDRATACAO) it adds the app's entry (the first module of
 *   the list) as a module script and preloads the others (the page's chunks);
 * - a click on a control (CONTROLES_REPETIDOS) or a form's submit before <html data-hidratado> is
 *   held (the page's own code is not there to answer it) and replayed once React has hydrated,
 *   as the whole press (pointer and mouse down and up, then the click): Radix tabs switch on
 *   mousedown and menus open on pointerdown, so a bare click() would do nothing there;
 * - text typed or an option chosen before hydration is handed to React then: the loader keeps what
 *   each field received, and once React owns the page (which may have rendered the field back to
 *   its state), it writes the value again, desyncs React's value tracker (the instance setter) from
 *   the native one, and sends the 'input' (or 'change') event React listens to, so the state
 *   learns it. The held click is replayed a task later, once React has rendered those values (a
 *   submit handler reads the state of the last render).
 */
export const SCRIPT_CARREGAR_APP = `(function(){var d=document,h=d.documentElement,g=${JSON.stringify(GATILHOS_HIDRATACAO)},c=0,r=null;
function carregar(){if(c)return;c=1;g.forEach(function(n){removeEventListener(n,carregar,true)});JSON.parse(d.getElementById('${ID_MODULOS_APP}').textContent).forEach(function(u,i){var e=d.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}e.crossOrigin='';d.head.appendChild(e)})}
g.forEach(function(n){addEventListener(n,carregar,{capture:true,passive:true})});
function reter(e){var t=e.target;if(!t.closest||h.hasAttribute('data-hidratado'))return;var a=e.type==='submit'?t:t.closest('a[href]')?null:t.closest('${CONTROLES_REPETIDOS}');if(!a||!a.closest('#root'))return;e.preventDefault();e.stopPropagation();r=a;carregar()}
d.addEventListener('click',reter,true);d.addEventListener('submit',reter,true);
var v=new Map();function guardar(e){var f=e.target;if(!h.hasAttribute('data-hidratado')&&f.closest&&f.closest('#root')&&/^(INPUT|TEXTAREA|SELECT)$/.test(f.tagName)&&!/^(checkbox|radio|file)$/.test(f.type))v.set(f,f.value)}
d.addEventListener('input',guardar,true);d.addEventListener('change',guardar,true);
function campos(){v.forEach(function(x,f){if(!f.isConnected)return;var s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value').set;f.value=x?'':' ';s.call(f,x);f.dispatchEvent(new Event(f.tagName==='SELECT'?'change':'input',{bubbles:true}))});v.clear()}
function premer(a){['pointerdown','mousedown','pointerup','mouseup'].forEach(function(n){var o={bubbles:true,cancelable:true,composed:true,button:0,buttons:/down/.test(n)?1:0,view:window};a.dispatchEvent(n.charAt(0)==='p'?new PointerEvent(n,Object.assign({pointerType:'mouse',isPrimary:true},o)):new MouseEvent(n,o))})}
new MutationObserver(function(m,o){if(!h.hasAttribute('data-hidratado'))return;o.disconnect();d.removeEventListener('click',reter,true);d.removeEventListener('submit',reter,true);d.removeEventListener('input',guardar,true);d.removeEventListener('change',guardar,true);campos();setTimeout(function(){var a=r;r=null;if(a&&a.isConnected){if(a.tagName==='FORM')a.requestSubmit();else{premer(a);a.click()}}},0)}).observe(h,{attributes:true,attributeFilter:['data-hidratado']})})();`;
