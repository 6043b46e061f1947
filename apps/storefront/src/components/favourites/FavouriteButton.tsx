import { toaster } from '../ui/Toaster';
import { HeartIcon } from '../ui/PageIcons';
import { useFavourite } from './use-favourite';

const FAILED = { title: 'Não foi possível salvar o favorito', description: 'Verifique sua conexão e tente novamente.' } as const;

/** A heart's state and its toggle with the pt-BR toasts, shared by the product page's heart and the cards'. */
export function useFavouriteToggle(productId: string) {
  const { favourite, busy, set } = useFavourite(productId);

  const toggle = async () => {
    const next = !favourite;
    try {
      const keptIn = await set(next);
      toaster.create({
        type: 'success',
        title: next ? 'Adicionado aos favoritos' : 'Removido dos favoritos',
        description: next && keptIn === 'browser' ? 'Guardado neste navegador. Entre na sua conta para vê-lo em qualquer dispositivo.' : undefined,
      });
    } catch (error) {
      console.error('Favourite could not be saved', error);
      const text = (error as { userMessage?: unknown } | null)?.userMessage;
      toaster.create({ type: 'error', title: FAILED.title, description: typeof text === 'string' && text ? text : FAILED.description });
    }
  };

  return { favourite, busy, toggle, label: favourite ? 'Remover dos favoritos' : 'Adicionar aos favoritos' };
}

/**
 * The heart of a listing: kept on the account when signed in, in this browser (merged on sign-in)
 * otherwise. Static classes (button.css, favourite-button.css): it is on the product page's first
 * screen. Held while its change is being saved, as the cards' heart is.
 */
export function FavouriteButton({ productId, size = 'lg' }: { productId: string; size?: 'md' | 'lg' }) {
  const { favourite, busy, toggle, label } = useFavouriteToggle(productId);
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={favourite}
      aria-busy={busy}
      disabled={busy}
      className={`button${size === 'lg' ? ' button--lg' : ''} button--icon button--pill button--outline favourite-button`}
      onClick={() => void toggle()}
    >
      <HeartIcon fill={favourite ? 'currentColor' : 'none'} />
    </button>
  );
}
