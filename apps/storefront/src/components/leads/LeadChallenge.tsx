import { useEffect, useRef, useState } from 'react';
import { Box, Checkbox, Link, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { STAND_IN_CHALLENGE_ANSWER } from '@oneboss/data/catalogue';
import { whatsappUrl } from '@oneboss/domain';
import { env } from '../../env';
import { CHALLENGE_SCRIPTS, type ChallengeSettings } from '../../challenge-provider';

interface ChallengeProps {
  /** The solved challenge's token; null when it expired and must be solved again. */
  onSolved: (token: string | null) => void;
}

/** Turnstile's and hCaptcha's common API: render a widget into an element and call back with its token. */
interface ChallengeWidgetApi {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }): unknown;
}

const loadedScripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const loaded =
    loadedScripts.get(src) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(script);
    });
  loadedScripts.set(src, loaded);
  return loaded;
}

function ProviderChallenge({ settings, onSolved }: ChallengeProps & { settings: ChallengeSettings }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadScript(CHALLENGE_SCRIPTS[settings.provider]).then(
      () => {
        const api = (window as unknown as Record<string, ChallengeWidgetApi | undefined>)[settings.provider];
        if (cancelled || !api || !container.current) return;
        api.render(container.current, { sitekey: settings.siteKey, callback: onSolved, 'expired-callback': () => onSolved(null) });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [settings, onSolved]);
  return failed ? <Text color="red.fg">Não foi possível carregar a verificação. Recarregue a página e tente novamente.</Text> : <Box ref={container} />;
}

/** The local stand-in: a box to tick, which the database accepts while it is the configured provider. */
function StandInChallenge({ onSolved }: ChallengeProps) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} colorPalette="gold" gap="3" onCheckedChange={({ checked }) => onSolved(checked === true ? STAND_IN_CHALLENGE_ANSWER : null)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label>Não sou um robô</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Shown only after the server asked for it: below the hourly caps a buyer never sees it. */
export function LeadChallenge({ onSolved }: ChallengeProps) {
  return env.challenge ? <ProviderChallenge settings={env.challenge} onSolved={onSolved} /> : <StandInChallenge onSolved={onSolved} />;
}

/**
 * Past the hourly caps on a project without a challenge provider no answer passes, so instead of a
 * challenge the form points to waiting or to WhatsApp.
 */
export function ChallengeUnavailable() {
  return (
    <Text role="alert" color="gold.fg">
      Recebemos muitas mensagens agora. Tente novamente mais tarde ou{' '}
      <Link href={whatsappUrl(env.whatsappNumber, 'Olá, vim do site da OneBoss e gostaria de falar com um especialista.')} target="_blank" rel="noopener noreferrer" color="fg">
        fale conosco pelo WhatsApp
      </Link>
      .
    </Text>
  );
}
