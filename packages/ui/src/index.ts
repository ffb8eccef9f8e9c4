// The root entry re-exports the primitives and helpers; widgets and views have their own subpaths
// (`@morada/ui/<widget>`, `@morada/ui/views/<view>`) so apps only bundle what they import.
export { cn } from './lib/cn';
export * from './components/button';
export * from './components/input';
export * from './components/textarea';
export * from './components/label';
export * from './components/field';
export * from './components/select';
export * from './components/checkbox';
export * from './components/tabs';
export * from './components/dialog';
export * from './components/alert-dialog';
export * from './components/sheet';
export * from './components/dropdown-menu';
export * from './components/toast';
export * from './components/toaster';
export * from './components/table';
export * from './components/badge';
export * from './components/card';
export * from './components/spinner';
export * from './components/skeleton';
export * from './components/tooltip';
export * from './components/theme';
export * from './components/link';
