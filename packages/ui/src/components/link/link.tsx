import {
  createContext,
  createElement,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What a router link must accept: React Router's <Link to> is adapted by the app (see LinkProvider). */
type LinkComponentProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };
type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = ({ href, ...props }) => <a href={href} {...props} />;

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Apps pass their router link once, e.g.
 * `<LinkProvider component={({ href, ...p }) => <Link to={href} {...p} />}>`; views stay router-free.
 */
function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

function AppLink(props: LinkComponentProps) {
  // createElement: the component comes from context (stable per app), not created during render.
  return createElement(useContext(LinkContext), { 'data-slot': 'app-link', ...props } as LinkComponentProps);
}

export { LinkProvider, AppLink, type LinkComponent, type LinkComponentProps };
