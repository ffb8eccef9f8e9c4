/** Where the visitor's light/dark choice is kept (localStorage). */
export const CHAVE_TEMA = 'morada-tema';

/**
 * Applies the stored (or system) theme before the first paint, inline in <head>: a separate file
 * would cost the first paint one more round trip. The CSP allows exactly this text by its hash
 * (`hashScriptTema`), so no other inline script can run.
 */
export const SCRIPT_TEMA = `(function(){try{var t=localStorage.getItem('${CHAVE_TEMA}');if(t==='dark'||(!t&&window.matchMedia('(prefers-color-scheme: dark)').matches)){document.documentElement.classList.add('dark')}}catch(e){}})();`;

/** The id of the JSON list of the app's modules a server-rendered page loads after its first paint. */
export const ID_MODULOS_APP = 'morada-modulos';

/**
 * Starts the app after the server-rendered page has painted: the page is readable without it, so
 * its scripts do not compete with the HTML, the styles and the main photo for a phone's bandwidth.
 * The first module is the entry (a module script); the others are preloaded beside it. Inline like
 * SCRIPT_TEMA and allowed by the CSP by its hash.
 */
export const SCRIPT_CARREGAR_APP = `(function(){function c(){var l=JSON.parse(document.getElementById('${ID_MODULOS_APP}').textContent);l.forEach(function(u,i){var e=document.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}e.crossOrigin='';document.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(c,0)})})();`;
