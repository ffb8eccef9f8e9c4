interface LeituraSwr {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * A screen's load state from its SWR read, as the views take it: the first load, a failure with
 * nothing read ('Tentar novamente' in place of the content) and the retry.
 */
export const estadoDaCarga = ({ data, error, isLoading, mutate }: LeituraSwr) => ({
  loading: isLoading,
  loadFailed: Boolean(error) && !data,
  onRetry: () => void mutate(),
});
