import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { openConsentPreferences } from '../../analytics/consent';

/** Reopens the cookie notice so the visitor can change their choice (footer and privacy policy). */
export function CookiePreferencesButton(props: HTMLChakraProps<'button'>) {
  return (
    <chakra.button type="button" textAlign="start" cursor="pointer" onClick={openConsentPreferences} {...props}>
      Preferências de cookies
    </chakra.button>
  );
}
