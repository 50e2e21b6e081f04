"""Labels of the Macao board image, in English and German.

Card effects get a one-line summary built from the card's effect data (see
`render.macao.cards`), so these phrases are the pieces of that grammar: a phrase per
bundle key, counter, event and rule hook of the effect vocabulary (macao.md §3).
"""

from __future__ import annotations

from engine.i18n import register

register(
    {
        # title and strips
        "render.macao.round": ("Round {round} of {rounds}", "Runde {round} von {rounds}"),
        "render.macao.phase.start_pick": ("Start cards", "Startkarten"),
        "render.macao.phase.start_cubes": ("Start cubes", "Start-AS"),
        "render.macao.phase.draft": ("Card phase", "Kartenphase"),
        "render.macao.phase.dice": ("Dice phase", "Würfelphase"),
        "render.macao.phase.actions": ("Action phase", "Aktionsphase"),
        "render.macao.phase.over": ("Game over", "Spielende"),
        "render.macao.waiting": ("Waiting for", "Warten auf"),
        "render.macao.hidden_dice": ("dice chosen (hidden)", "Würfel gewählt (verdeckt)"),
        # board sections
        "render.macao.city": ("City", "Stadt"),
        "render.macao.wall": ("Wall (turn order)", "Mauer (Spielreihenfolge)"),
        "render.macao.sea": ("Sea", "Meer"),
        "render.macao.tribute": ("Tribute", "Tribut"),
        "render.macao.tribute_rate": (
            "{gold} gold → {pp} PP, once per turn",
            "{gold} GM → {pp} PP, einmal pro Zug",
        ),
        "render.macao.gold": ("gold", "GM"),
        "render.macao.pp": ("PP", "PP"),
        "render.macao.dice": ("Dice", "Würfel"),
        "render.macao.dice_unrolled": ("not rolled yet", "noch nicht gewürfelt"),
        "render.macao.offer": ("Cards to take", "Karten zur Auswahl"),
        "render.macao.offices_from": (
            "Offices from round {round}",
            "Ämter ab Runde {round}",
        ),
        "render.macao.deck": (
            "Deck {deck} · discard {discard}",
            "Stapel {deck} · Ablage {discard}",
        ),
        "render.macao.joker": ("Joker", "Joker"),
        "render.macao.start": ("Macao", "Macao"),
        # player panels
        "render.macao.turn_position": ("#{n} in turn order", "#{n} in der Reihenfolge"),
        "render.macao.prestige": ("PP", "PP"),
        "render.macao.gold_count": ("{n} gold", "{n} GM"),
        "render.macao.projected": ("projected {n}", "Prognose {n}"),
        "render.macao.final": ("PP final", "PP Endstand"),
        "render.macao.in_game": ("{n} during the game", "{n} im Spiel"),
        "render.macao.standings": ("Final score:", "Endstand:"),
        "render.macao.final_place": ("Final scoring · place {n}", "Schlusswertung · Platz {n}"),
        "render.macao.total": ("Total", "Summe"),
        "render.macao.legend": ("Card types:", "Kartenarten:"),
        "render.macao.penalties": ("{n} × −3", "{n} × −3"),
        "render.macao.markers": ("{n} {n|marker|markers} left", "noch {n} Besitzmarker"),
        "render.macao.jokers": ("{n} {n|joker|jokers}", "{n} Joker"),
        "render.macao.rose": ("Wind rose", "Windrose"),
        "render.macao.supply": ("Supply", "Vorrat"),
        "render.macao.tableau": ("Tableau ({n}/{slots})", "Tableau ({n}/{slots})"),
        "render.macao.active": ("Activated cards", "Aktivierte Karten"),
        "render.macao.none": ("none", "keine"),
        "render.macao.ship": ("Ship: {at}", "Schiff: {at}"),
        "render.macao.goods": ("Goods", "Waren"),
        "render.macao.delivered": ("{n} {n|good|goods} delivered", "{n} {n|Ware|Waren} geliefert"),
        "render.macao.budget": (
            "{n} free ship {n|move|moves} left",
            "noch {n} {n|freies Schiffsfeld|freie Schiffsfelder}",
        ),
        "render.macao.discount": (
            "next district −{n} {n|cube|cubes}",
            "nächster Stadtteil −{n} AS",
        ),
        "render.macao.used": ("used", "genutzt"),
        "render.macao.badge.each_time": ("each time", "jedes Mal"),
        "render.macao.badge.continuous": ("always", "immer"),
        "render.macao.badge.game_end": ("game end", "Spielende"),
        "render.macao.badge.once_per_round": ("1× per round", "1× pro Runde"),
        "render.macao.type.office": ("Office", "Amt"),
        "render.macao.type.building": ("Building", "Bauwerk"),
        "render.macao.type.person": ("Person", "Person"),
        # effect summaries: bundle pieces
        "render.macao.fx.pp": ("{n} PP", "{n} PP"),
        "render.macao.fx.gold": ("{n} gold", "{n} GM"),
        "render.macao.fx.cube_any": ("{n} {n|cube|cubes}", "{n} AS"),
        "render.macao.fx.wall_free": ("wall +{n} free", "Mauer +{n} gratis"),
        "render.macao.fx.ship_free": ("ship +{n} free", "Schiff +{n} gratis"),
        "render.macao.fx.district_discount": (
            "next district −{n} {n|cube|cubes}",
            "nächster Stadtteil −{n} AS",
        ),
        "render.macao.fx.take": ("+{what}", "+{what}"),
        # effect summaries: kinds
        "render.macao.fx.if": ("{cond} → {gain}", "{cond} → {gain}"),
        "render.macao.fx.per": ("{gain} per {counter}", "{gain} je {counter}"),
        "render.macao.fx.per_step": ("{gain} per {step} {counter}", "{gain} je {step} {counter}"),
        "render.macao.fx.exchange": ("{pay} → {get}", "{pay} → {get}"),
        "render.macao.fx.exchange_max": ("{pay} → {get}, up to {n}×", "{pay} → {get}, bis {n}×"),
        "render.macao.fx.exchange_any": (
            "{pay} → {get}, any number",
            "{pay} → {get}, beliebig oft",
        ),
        "render.macao.fx.distinct": ("1 per colour", "je Farbe 1"),
        "render.macao.fx.trigger": ("each {event}: {gain}", "je {event}: {gain}"),
        "render.macao.fx.endgame": ("End: {pp} PP/{counter}", "Ende: {pp} PP/{counter}"),
        "render.macao.fx.endgame_step": (
            "End: {pp} PP per {step} {counter}",
            "Ende: {pp} PP je {step} {counter}",
        ),
        "render.macao.fx.no_double": ("(not ×2)", "(nicht ×2)"),
        # conditions (IF)
        "render.macao.cond.offices_used_this_round": (
            "office used this round",
            "Amt diese Runde genutzt",
        ),
        "render.macao.cond.gold_received_this_round": (
            "gold received this round",
            "GM diese Runde erhalten",
        ),
        "render.macao.cond.ship_spaces_moved_this_round": (
            "ship moved {n}+ {n|space|spaces} this round",
            "Schiff diese Runde {n}+ {n|Feld|Felder}",
        ),
        "render.macao.cond.discs_above_own": ("disc on top of yours", "Scheibe auf deiner"),
        "render.macao.cond.generic": ("{counter} ≥ {n}", "{counter} ≥ {n}"),
        # counters (PER, ENDGAME)
        "render.macao.counter.active_offices": ("{category} office", "Amt {category}"),
        "render.macao.counter.districts_owned": ("city marker", "Stadtmarker"),
        "render.macao.counter_many.districts_owned": ("city markers", "Stadtmarker"),
        "render.macao.counter_many.wall_position": ("wall spaces", "Mauerfelder"),
        "render.macao.counter_many.gold": ("gold", "GM"),
        "render.macao.counter.districts_largest_area": (
            "marker in largest area",
            "Marker im größten Gebiet",
        ),
        "render.macao.counter.districts_outside_largest": (
            "marker outside largest area",
            "Marker nicht im größten Gebiet",
        ),
        "render.macao.counter.dark_districts_owned": ("dark district", "dunkler Stadtteil"),
        "render.macao.counter.discs_above_own": ("disc on top of yours", "Scheibe auf deiner"),
        "render.macao.counter.dice_chosen_showing_1": (
            "die showing 1",
            "Würfel mit 1",
        ),
        "render.macao.counter.active_cards.office": ("activated office", "aktiviertes Amt"),
        "render.macao.counter.active_cards.building": (
            "activated building",
            "aktiviertes Bauwerk",
        ),
        "render.macao.counter.active_cards.person": ("activated person", "aktivierte Person"),
        "render.macao.counter.office_categories_active": (
            "office category",
            "Ämterkategorie",
        ),
        "render.macao.counter.endgame_cards_active": ("end-game card", "Spielende-Karte"),
        "render.macao.counter.card_sets": (
            "set office+building+person",
            "Satz Amt+Bauwerk+Person",
        ),
        "render.macao.counter.goods_delivered": ("tile delivered", "gelieferte Ware"),
        "render.macao.counter.gold": ("gold", "GM"),
        "render.macao.counter.wall_position": ("wall space", "Mauerfeld"),
        "render.macao.counter.offices_used_this_round": ("office used", "genutztes Amt"),
        "render.macao.counter.gold_received_this_round": ("gold received", "erhaltene GM"),
        "render.macao.counter.ship_spaces_moved_this_round": ("ship space", "Schiffsfeld"),
        # events (TRIGGER)
        "render.macao.event.deliver_tile": ("tile delivered", "gelieferte Ware"),
        "render.macao.event.take_district": ("district", "Stadtteil"),
        "render.macao.event.buy_tribute": ("tribute bought", "Tributkauf"),
        "render.macao.event.activate_card": ("card activated", "aktivierte Karte"),
        "render.macao.event.activate_card.office": ("office activated", "aktiviertes Amt"),
        "render.macao.event.activate_card.building": (
            "building activated",
            "aktiviertes Bauwerk",
        ),
        "render.macao.event.activate_card.person": ("person activated", "aktivierte Person"),
        # rule hooks (MODIFY)
        "render.macao.rule.activation_cost.office": (
            "offices cost {n} {n|cube|cubes} less",
            "Ämter kosten {n} AS weniger",
        ),
        "render.macao.rule.activation_cost.building": (
            "buildings cost {n} {n|cube|cubes} less",
            "Bauwerke kosten {n} AS weniger",
        ),
        "render.macao.rule.activation_cost.person": (
            "persons cost {n} {n|cube|cubes} less",
            "Personen kosten {n} AS weniger",
        ),
        "render.macao.rule.activation_payment": (
            "1×/round: activate by showing cost",
            "1×/Runde: Kosten zeigen statt zahlen",
        ),
        "render.macao.rule.card_draft_optional": (
            "Phase 1: may take no card",
            "Phase 1: darf keine Karte nehmen",
        ),
        "render.macao.rule.district_cost": (
            "every district −{n} {n|cube|cubes}",
            "jeder Stadtteil −{n} AS",
        ),
        "render.macao.rule.district_colour": (
            "district: {n} {n|cube|cubes} of any colour",
            "Stadtteil: {n} AS beliebiger Farbe",
        ),
        "render.macao.rule.districts_per_turn": (
            "up to {n} {n|district|districts} per turn",
            "bis zu {n} {n|Stadtteil|Stadtteile} pro Zug",
        ),
        "render.macao.rule.wall_cost": (
            "wall: each extra space {n} {n|cube|cubes}",
            "Mauer: jedes weitere Feld {n} AS",
        ),
        "render.macao.rule.wall_stack_order": (
            "your disc is always on top",
            "deine Scheibe liegt immer oben",
        ),
        "render.macao.rule.port_entry_cost": (
            "entering a port costs no cube",
            "Hafeneinfahrt kostet keinen AS",
        ),
        "render.macao.rule.delivery_multiplier": (
            "{good} deliveries ×{n}",
            "Lieferungen {good} ×{n}",
        ),
        "render.macao.rule.joker_value": ("jokers count ×{n}", "Joker zählen ×{n}"),
        "render.macao.rule.tribute_price": (
            "tribute costs {n} gold less",
            "Tribut kostet {n} GM weniger",
        ),
        "render.macao.rule.tribute_per_turn": (
            "tribute up to {n}× per turn",
            "Tribut bis zu {n}× pro Zug",
        ),
        "render.macao.rule.endgame_tableau_penalty": (
            "End: tableau cards cost no penalty",
            "Ende: Tableaukarten ohne Strafe",
        ),
        "render.macao.phase_mark.1": ("Phase 1: ", "Phase 1: "),
        "render.macao.phase_mark.2": ("Phase 2: ", "Phase 2: "),
    }
)
