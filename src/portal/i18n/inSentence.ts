// A noun placed inside a sentence ("Opprett lokasjon", "Create location"): its capital goes, unless
// the word is an abbreviation written in capitals ("GLN", "E-post" keeps nothing but its first letter).
export function inSentence(noun: string): string {
  if (noun.length < 2 || /^\p{Lu}{2}/u.test(noun)) return noun;
  return noun[0].toLocaleLowerCase() + noun.slice(1);
}
