import { z } from 'zod';
import { partnerSchema } from '@oneboss/domain';
import { isPickedImage, type PickedImage } from '../providers/pickedImage';

/** What the form holds for a partner image: a stored image's URL, '' for none, or a picked file. */
export type PartnerImageValue = string | PickedImage;

const picked = z.custom<PickedImage>(isPickedImage);

/** The partner rules, where each image may also be a file picked in this form. */
export const partnerFormSchema = partnerSchema.extend({
  logoUrl: z.union([picked, partnerSchema.shape.logoUrl]),
  bannerImageUrl: z.union([picked, partnerSchema.shape.bannerImageUrl]),
});

export type PartnerFormValues = z.input<typeof partnerFormSchema>;
