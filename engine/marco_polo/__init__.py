"""The Voyages of Marco Polo (Hans im Glück, 2015) on the engine contract.

The German rules and the "Project rulings" box of
`docs/games/marco_polo.md` are the specification. Where they leave a point open, the
engine decides as follows (each decision has a test under `tests/engine/marco_polo/`):

1. **Journeys on offer.** `legal_moves` lists one journey per distinct result: where each
   figure ends, what it costs (base cost plus route camels and coins) and, for Wilhelm von
   Rubruk, which new cities it passes; of several paths with the same result the one with
   the fewest steps is listed, and a journey that another one to the same result beats on
   both camels and coins is left out (paying more never helps). Any other valid path,
   back-and-forth included, is accepted when typed.
2. **Raschid ad-Din Sinan** gives all dice of one placement the same value. Only the
   lowest die counts for the action and the fee, so no choice is lost. His unset dice
   cannot be rerolled or turned (he picks their value when placing them).
3. **Wilhelm von Rubruk without posts.** He places a post in every city he passes, so
   with his tableau empty every such city (not only the journey's end) asks him to move
   one of his posts there, as for any other placement ("muss einen eigenen
   Handelsposten ... versetzen"); each move pays that city's bonuses after the journey.
4. **Paid steps of city cards 20 and 28.** The player pays for all chosen steps first,
   then makes one journey of up to that many steps without base cost, paying route costs,
   with one post where it ends (supplement: "nur 1 Handelsposten"). Steps not taken are
   lost; if no step is affordable the journey is forfeited like any "Move 1".
5. **Low-roll compensation** compares 15 with all dice rolled, Matteo Polo's white die
   included ("mit all seinen Würfeln"). Raschid never gets compensation.
6. **Most contracts:** when nobody fulfilled a contract, nobody gets the 7 points.
7. **City cards of new posts.** A post placed during a turn (by travel, a Move reward or
   moving a post) unlocks its city card from the player's next turn ("Ab seinem nächsten
   Zug").
8. **Ending a turn** takes an explicit `end`, because bonus actions may follow the main
   action. `end` is legal once the main action is done or the player has no dice left
   (dice spent on the money bag count as spent).
9. **Empty contract row:** the two contracts from the special pile are laid out as soon
   as the row runs empty during a round.
10. **Johannes Caprini's jump** from an oasis to any other oasis is one step without route
    costs, also between two oases joined by a costly route.
11. **Two-way city cards 29, 30 and 31** use one direction for all repetitions of one use.
12. **Character income in round 1:** the "!" income (Matteo's contract and white die,
    Niccolò's camel, Johannes' coins) is paid at the start of every round, the first one
    included.
13. **Special-pile contracts** (reward, office bonus, Matteo) go straight onto the tableau
    when a space is free; only a full tableau asks to replace or decline.
14. **Mercator ex Tabriz** takes one of the bazaar row's good (or camel) even when the
    other player chose a lower row.
15. **Moving a post** (no post left) pays the new city's bonuses like a new post: the
    small-city bonus, the office bonus if it still lies there, Beijing's best free space;
    a post moved out of Beijing frees its space. It scores no 8th/9th-post points.
16. **Scores** start at 0 and may go negative (city card 30).
17. **Hidden information:** goal cards, and the points they are worth, are shown only to
    their owner until the final scoring; the standings of a running game leave them out.
    Two moves are secret (`redacted`): keeping goal cards ("Ada kept 2 goal cards") and
    returning a drawn contract under the special pile unseen. Their full label, shown to
    the mover, names the cards (each goal card's cities, points and what it is worth now);
    their event's `text` is the redacted line and its `secret` the full one; the view's
    last move shows others only its first word. A contract drawn from the special pile
    onto a full tableau is named only in its taker's view, prompt and event `secret`;
    one drawn onto a free space lies open, so its event names it to everyone.
18. **What a seat remembers:** the view lists fulfilled contracts (fulfilled in the open)
    and the special-pile cards the seat saw go under it: a round's leftovers and discarded
    contracts for everyone, a returned drawn contract for its decliner only. `resample`
    (for AI seats) redraws everything else from the unseen cards.
19. **Bazaar rows:** the legal moves offer a lower row only where it gives something no
    higher row up to the lowest die gives (pepper 6: rows 6 and 5; gold 6: 6, 5 and 3;
    camels: never), as the rules call other lower rows pointless ("keinen Sinn"). A lower
    row is still accepted when typed (`place camels 5 row 2`), as the rules allow it.
20. **Undo** never crosses a reveal: every die rolled (round start, reroll, black die),
    every card drawn or turned up (goal offers, the special pile, the row refilled from
    it, the next round's contracts) is a barrier, also for the player who caused it.
"""

from engine.marco_polo.game import MarcoPoloGame

GAME = MarcoPoloGame()

__all__ = ["GAME", "MarcoPoloGame"]
