/** Global settings (entity 762): option spacing, the three landing notifications and the tile images. */
import type { GlobalSettings } from '../../../src/domain/catalog';
import { landingOwnDesignSvg, landingWithCodeSvg } from '../svg/furniture';
import { addImage } from './common';

export function buildSettings(): GlobalSettings {
  return {
    spaceBetweenOptions: 50,
    notification: 'Voorjaarsactie: gratis fundering van betonbanden bij elk tuinhuis vanaf 300 x 300 cm, tot en met 31 mei.',
    notification2: 'Door de grote vraag is de levertijd van zadeldaken met dakpannen momenteel 6 tot 8 weken.',
    notification3: 'Ontwerp je tuinhuis op een groot scherm voor het beste overzicht; op je telefoon werkt het ook.',
    imageUrlOwnDesign: addImage('/catalog/landing/start-eigen-ontwerp.svg', landingOwnDesignSvg()),
    imageUrlStartWithCode: addImage('/catalog/landing/start-met-code.svg', landingWithCodeSvg()),
  };
}
