/**
 * The methods each path answers. Start renders a route's page for any method its route has no
 * handler for, so a PUT or DELETE to a page would get the page with 200; only the pages whose form
 * posts without the script (a product's lead form, the contact page's, the newsletter's) take POST.
 */
const FORM_POST_PATHS = [/^\/produto\/[^/]+\/?$/, /^\/contato\/?$/, /^\/newsletter\/?$/];

export function allowedMethods(path: string): readonly string[] {
  return FORM_POST_PATHS.some((pattern) => pattern.test(path)) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

export const METHOD_NOT_ALLOWED_TEXT = 'Esta página não aceita esse tipo de envio.';
