"""Labels drawn on Marco Polo board images, in English and German."""

from __future__ import annotations

from engine.i18n import register

register(
    {
        "render.marco_polo.round": ("Round {round} of 5", "Runde {round} von 5"),
        "render.marco_polo.phase.draft": ("character draft", "Charakterwahl"),
        "render.marco_polo.phase.goals": ("choosing goal cards", "Zielkarten wählen"),
        "render.marco_polo.phase.income": ("income", "Einkommen"),
        "render.marco_polo.phase.compensation": ("low-roll compensation", "Würfelausgleich"),
        "render.marco_polo.phase.turns": ("", ""),
        "render.marco_polo.phase.over": ("final scoring", "Schlusswertung"),
        "render.marco_polo.black_dice": ("Black dice left: {n}", "Schwarze Würfel übrig: {n}"),
        "render.marco_polo.piles": (
            "Contract piles: {piles} · special {special}",
            "Auftragsstapel: {piles} · Sonderstapel {special}",
        ),
        "render.marco_polo.draft": ("Characters on offer:", "Charaktere zur Wahl:"),
        "render.marco_polo.space.coins": ("5 coins", "5 Geld"),
        "render.marco_polo.space.camels": ("Bazaar: camels", "Markt: Kamele"),
        "render.marco_polo.space.pepper": ("Bazaar: pepper", "Markt: Pfeffer"),
        "render.marco_polo.space.silk": ("Bazaar: silk", "Markt: Seide"),
        "render.marco_polo.space.gold": ("Bazaar: gold", "Markt: Gold"),
        "render.marco_polo.space.khan": ("Khan's favour", "Gunst des Khan"),
        "render.marco_polo.space.travel": ("Travel", "Reisen"),
        "render.marco_polo.space.contracts": ("Take contracts", "Aufträge nehmen"),
        "render.marco_polo.space.bag": ("Money bag: 3 coins", "Geldsäckchen: 3 Geld"),
        "render.marco_polo.note.khan": (
            "1 die ≥ the last one · no fee",
            "1 Würfel ≥ dem letzten · gratis",
        ),
        "render.marco_polo.note.travel": (
            "2 dice · steps up to the lower die",
            "2 Würfel · Schritte bis zum niedrigeren",
        ),
        "render.marco_polo.note.contracts": (
            "1 die · 1 or 2 from the slots up to the die",
            "1 Würfel · 1 oder 2 von den Feldern bis zur Augenzahl",
        ),
        "render.marco_polo.note.bag": (
            "bonus action: 1 die of any value, no fee",
            "Zusatzaktion: 1 beliebiger Würfel, gratis",
        ),
        "render.marco_polo.dice_needed": ("{n} dice", "{n} Würfel"),
        "render.marco_polo.one_die": ("1 die", "1 Würfel"),
        "render.marco_polo.bonus_title": (
            "Bonus actions, before or after your action",
            "Zusatzaktionen, vor oder nach deiner Aktion",
        ),
        "render.marco_polo.bonus_actions": (
            "reroll a die (1 camel) · turn a die ±1 (2 camels) · "
            "buy a black die (3 camels, once a turn) · money bag · fulfil contracts",
            "neu würfeln (1 Kamel) · Würfel ±1 (2 Kamele) · "
            "schwarzer Würfel (3 Kamele, 1× pro Zug) · Geldsäckchen · Aufträge erfüllen",
        ),
        "render.marco_polo.fee": ("occupied: pay die value", "besetzt: Augenzahl zahlen"),
        "render.marco_polo.posts_left": ("Posts left: {n}", "Posten übrig: {n}"),
        "render.marco_polo.fulfilled": ("Fulfilled: {n}", "Erfüllt: {n}"),
        "render.marco_polo.no_dice": ("no dice left", "keine Würfel mehr"),
        "render.marco_polo.contracts": ("Contracts", "Aufträge"),
        "render.marco_polo.none": ("none", "keine"),
        "render.marco_polo.goals": ("Goal cards", "Zielkarten"),
        "render.marco_polo.goals_hidden": (
            "{n} {n|goal card|goal cards} (hidden)",
            "{n} {n|Zielkarte|Zielkarten} (verdeckt)",
        ),
        "render.marco_polo.goals_worth": (
            "Worth now: {n} {n|point|points} (complete cards {cards}, cities with a post ✓ {cities})",
            "Jetzt wert: {n} {n|Punkt|Punkte} (volle Karten {cards}, Städte mit Posten ✓ {cities})",
        ),
        "render.marco_polo.goal_offer": ("Choose 2 of:", "Wähle 2 von:"),
        "render.marco_polo.waiting": ("Waiting for: {who}", "Warten auf: {who}"),
        "render.marco_polo.standing": (
            "{place}: {name}, {n} {n|point|points}",
            "{place}: {name}, {n} {n|Punkt|Punkte}",
        ),
        "render.marco_polo.start_player": ("start player", "Startspieler"),
        "render.marco_polo.winner": ("winner", "Sieg"),
        # Character names and ability reminders are the engine's (marco_polo.character.*).
        "render.marco_polo.character.none": ("no character yet", "noch kein Charakter"),
    }
)
