import { Input as ChakraInput } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/** Chakra's Input with its recipe passed in, so the recipe loads with the forms instead of with every page. */
export function Input(props: ComponentProps<typeof ChakraInput>) {
  return <ChakraInput recipe={inputRecipe} {...props} />;
}
