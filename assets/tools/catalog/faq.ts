/** FAQ subjects with their questions (spec: help page), written for customers of the shop. */
import type { FaqInput } from '../../../src/domain/catalog';

const subjects: Array<[string, Array<[string, string]>]> = [
  ['Bestellen en offerte', [
    ['Hoe vraag ik een offerte aan?', 'Stel je ontwerp samen in de configurator en klik op \'Offerte & insturen\'. Vul je gegevens in en verstuur het ontwerp. Je ontvangt direct een e-mail met een link naar je ontwerp; binnen 24 uur op werkdagen neemt een dealer bij jou in de buurt contact met je op.'],
    ['Is de prijs in de configurator definitief?', 'De prijs in de configurator is een richtprijs inclusief 21% btw op basis van de actuele prijslijst. De dealer controleert je ontwerp en stuurt een definitieve offerte. Prijzen en informatie onder voorbehoud.'],
    ['Kan ik mijn ontwerp later nog aanpassen?', 'Ja. Elk ontwerp krijgt een ontwerpcode van vijf cijfers. Kies op de startpagina \'Start met code\' en vul de code in: je opent dan een kopie van je ontwerp die je verder kunt aanpassen en opnieuw kunt insturen.'],
    ['Moet ik een aanbetaling doen?', 'Na akkoord op de offerte vraagt de dealer meestal een aanbetaling van 30%. Het restant betaal je na levering of, als wij plaatsen, na oplevering.'],
  ]],
  ['Levering en montage', [
    ['Wat is de levertijd?', 'Standaard modellen leveren we binnen 4 tot 6 weken na akkoord. Voor een kleur uit de fabriek of dakpannen op een zadeldak reken je op 1 tot 2 weken extra. De exacte week hoor je van je dealer.'],
    ['Hoe wordt het tuinhuis geleverd?', 'We leveren met een vrachtwagen met kraan tot maximaal 15 meter van de plek van opbouw. De toegang moet verhard zijn en minimaal 3 meter breed. Is dat niet mogelijk, overleg dan vooraf met je dealer.'],
    ['Kan ik het tuinhuis zelf bouwen?', 'Zeker. Alle onderdelen zijn op maat gezaagd en genummerd en je krijgt een duidelijke bouwtekening. Met twee personen en wat kluservaring staat een tuinhuis van 300 x 300 cm in twee tot drie dagen.'],
    ['Wat kost plaatsing door jullie montageploeg?', 'De kosten voor plaatsing zie je in de offerte onder \'Plaatsen\'. Ze hangen af van de grootte van het model en het aantal wanden, ramen en deuren. Plaatsing plannen we meestal in de week na levering.'],
  ]],
  ['Fundering en ondergrond', [
    ['Welke fundering heb ik nodig?', 'Onder de wanden leg je betonbanden, onder de staanders betonpoeren. Op slappe grond of als je niet wilt graven, kies je een schroeffundering. In de configurator kies je de fundering bij \'Fundering\'; het aantal wordt automatisch berekend.'],
    ['Moet de ondergrond waterpas zijn?', 'Ja. De fundering moet waterpas liggen met maximaal 5 mm verschil over de hele lengte. Verschillen in de grond vang je op met de fundering, niet met het tuinhuis zelf.'],
    ['Kan ik op mijn bestaande terras bouwen?', 'Op een stevig tegelterras kun je een overkapping plaatsen met verstelbare paalvoeten. Voor een gesloten tuinhuis raden we betonbanden onder de wanden aan, zodat de wanden niet verzakken.'],
  ]],
  ['Onderhoud en garantie', [
    ['Moet ik het hout behandelen?', 'Het hout is geïmpregneerd en kan onbehandeld blijven; het vergrijst dan op natuurlijke wijze. Wil je de kleur behouden, behandel het hout dan binnen drie maanden met een dekkende beits en herhaal dat elke drie tot vijf jaar.'],
    ['Is het normaal dat er scheurtjes in het hout komen?', 'Ja, hout werkt. Kleine krimpscheurtjes in staanders en planken zijn normaal en hebben geen invloed op de sterkte. Ze vallen niet onder de garantie.'],
    ['Hoe lang heb ik garantie?', 'Op de houtconstructie geven we 10 jaar garantie tegen houtrot, op EPDM dakbedekking 20 jaar en op ramen, deuren en hang- en sluitwerk 2 jaar, mits het tuinhuis volgens de handleiding is gebouwd en onderhouden.'],
  ]],
  ['De configurator gebruiken', [
    ['Hoe plaats ik een wand?', 'Kies in het menu links \'Wanden\' en een wandmodule en klik daarna op een vak in de plattegrond. Klik je nogmaals met dezelfde wand op hetzelfde vak, dan verdwijnt de wand weer. Een halve wand plaats je op de helft waarop je klikt.'],
    ['Waarom kan ik een raam niet in een vak plaatsen?', 'Een raam of deur past alleen in een vak met een wand die hoog en breed genoeg is, met 5 cm ruimte eromheen. Kies een breder vak, of deel het vak niet op met een middenstijl.'],
    ['Hoe geef ik onderdelen een kleur?', 'Kies bij \'Kleuren\' een kleur en klik daarna op een wand, raam, deur, staander of meubel. Klik je met dezelfde kleur nogmaals, of kies je \'Kleur verwijderen\', dan is de kleur weer weg. De meerprijs zie je in de offerte.'],
    ['Kan ik mijn ontwerp in mijn eigen tuin bekijken?', 'Ja, op een telefoon of tablet met augmented reality. Klik op \'Klik hier en bekijk in 3D in je eigen tuin!\' en richt de camera op de plek waar het tuinhuis moet komen.'],
  ]],
  ['Vergunning en regels', [
    ['Heb ik een omgevingsvergunning nodig?', 'Een bijgebouw in de achtertuin is vaak vergunningsvrij als het lager is dan 3 meter en niet meer dan de helft van het achtererfgebied beslaat. Controleer het altijd met het Omgevingsloket of bij je gemeente; de regels verschillen per situatie.'],
    ['Hoe dicht mag ik bij de erfgrens bouwen?', 'Vergunningsvrij bouwen op de erfgrens mag meestal als het bijgebouw niet hoger is dan 3 meter. Overleg vooraf met je buren, zeker als het dak overhangt of regenwater naar hun kant afloopt.'],
    ['Krijg ik een bouwtekening voor de vergunningcheck?', 'Ja. Bij elk ontwerp kun je gratis een digitale bouwtekening toevoegen (bij \'Bijproducten\'). Daarop staan de maten, de hoogtes en de plattegrond.'],
  ]],
];

export function buildFaq(): FaqInput[] {
  return subjects.map(([subject, items], index) => ({
    id: index + 1, ordering: (index + 1) * 10, subject: { nl: subject },
    items: { nl: items.map(([question, answer]) => ({ question, answer })) },
  }));
}
