### Caravanserai: every message in English (the source language).
### Ids keep the layer and game they belong to; see docs/TRANSLATING.md.
### Each "##" heading starts the messages of one part of the bot.

## Shared by every game: refusals of the core, option errors, seats

# The language's name in itself, as language menus show it.
core-language = English
core-err-bad_notation = I don't understand `{ $text }`. { $hint }
core-err-bad_option = The option `{ $name }` ({ $game }) takes { $values }.
core-err-bad_options = These options do not work for { $game }. { $options }
core-err-game_over = The game is already over.
core-err-no_such_seat = There is no seat { $seat }.
core-err-not_legal_now = `{ $move }` is not a legal move right now.
core-err-not_your_turn = It is not your turn: the game is waiting for { $players }.
core-err-seat_count = This game needs { $low } to { $high } players, not { $got }.
core-err-unknown_game = Unknown game `{ $name }`. Available: { $known }.
core-err-unknown_option = { $game } has no option `{ $name }`. { $options }
core-opt-bool = `true` or `false`
core-opt-entry = `{ $name }` ({ $values })
core-opt-int = a whole number
core-opt-int_min = a whole number of at least { $low }
core-opt-int_range = a whole number from { $low } to { $high }
core-opt-list = Its options: { $options }.
core-opt-none = It has no options.
core-opt-number = a number
core-opt-or = { $first } or { $last }
core-opt-text = a word
core-seat = Player { $number }
# Why the AI advises a move (engine/ai/advice.py), shared by every game.
core-advice-rivals = { $points ->
    [one] keeps the best rival 1 point lower
   *[other] keeps the best rival { $points } points lower
}
core-advice-search = did best in the simulated turns
core-step-kind = { $kind }
# The last move of a game saved before its words were kept (engine/last_move.py).
core-last_move-old = { $player } made a move.

## Caravan: rules help

caravan-help-title-overview = Overview
caravan-help-title-actions = Actions
caravan-help-title-goods = Goods and delivery
caravan-help-title-steal = Stealing
caravan-help-title-refill = Refilling goods
caravan-help-title-end = Game end and scoring
caravan-help-text-overview = **Caravan** (2–4 players): place your camels on the 7×7 board, load goods and pass them along chains of your own orthogonally adjacent camels to the city that wants them. Rare goods (ivory, cloth, gems, paper) score 6, common goods (meat, swords, salt, hides) 3, each demand marker 1.
    Everyone has 5 camels (option sixth_camel for a learning game: 6) and one theft marker. The first player has 1 action, the next 2, then 3, and from then on everyone has 4 actions a turn. Unused actions may be skipped: `pass` ends your turn.
    Camels are lettered A–E (F with the sixth camel), cells go from a1 (top left) to g7: a capital letter alone is a camel, a letter with a digit a cell. The former camel names c1–c6 still work. The list of your moves shows exactly what is legal for you now.
caravan-help-text-actions =
    Each of these costs 1 action:
    • Place or move an *empty* camel onto a cell without camels: `place B b4`, `move A d5`. If camels already stand there, it costs 2 actions.
    • Take the good lying where your empty camel stands: `take C`.
    • Steal a good: `steal B from orange`.
    • Carry a good along your chain, and deliver it: `carry D to A`.
    Laden camels never move. You may skip the rest of your actions with `pass`.
caravan-help-text-goods =
    A camel carries at most one good, and you may never load your last empty camel, so with 5 camels you hold at most 4 goods. Taking a good also takes the demand markers on its space. A picked-up good is never dropped.
    Carrying moves a good from any camel of a connected chain of your camels to any empty camel of that chain (diagonals do not connect). It may pass through laden camels but must end on an empty one, not necessarily in the city: `carry D to A`. When it reaches an empty camel on the city of its colour, it is delivered to your board and scores at the end.
caravan-help-text-steal =
    If your empty camel stands on a space where another player's camel carries a good, you may steal that good: give that player one of your theft markers; the good lies under your camel. It counts as carried, but cannot be stolen again until it has moved. No theft marker, no stealing. Demand markers are never stolen, and the last-empty-camel limit applies here too.
    Name the victim by colour (or p1–p4), and their camel if they have several laden camels there: `steal B from orange`, `steal B from black D`.
caravan-help-text-refill = At the start, a good lies on each of the 8 numbered spaces and demand markers on spaces 1, 2, 7 and 8. As soon as only 4 goods lie on the board (goods on or under camels do not count), play stops: each space holding one of those 4 goods gets a demand marker (a space may hold several), then 4 new goods are drawn from the bag onto the numbered spaces without goods, in numerical order. The engine does this for you. Taking a good later collects its space's demand markers too: `take C`.
caravan-help-text-end = When the last goods are drawn from the bag, the game ends at once with the next delivery (such as `carry D to A`). Score 6 per rare good, 3 per common good, 1 per demand marker. Goods picked up but not delivered (on or under your camels) cost 0/0/1/3/6/10 points for 0/1/2/3/4/5 of them. Ties go to whoever delivered more goods, then the win is shared. With 2–3 players the short game (option short_game, 32 goods) is on by default.

## Caravan: moves, events, refusals, picker steps

caravan-good-ivory = ivory
caravan-good-cloth = cloth
caravan-good-gems = gems
caravan-good-paper = paper
caravan-good-meat = meat
caravan-good-swords = swords
caravan-good-salt = salt
caravan-good-hides = hides
caravan-city-ivory = Marrakesh
caravan-city-cloth = Cloth Market
caravan-city-gems = Gem Market
caravan-city-paper = Paper Market
caravan-city-meat = Meat Market
caravan-city-swords = Sword Market
caravan-city-salt = Salt Market
caravan-city-hides = Hide Market
caravan-seat-yellow = yellow
caravan-seat-orange = orange
caravan-seat-black = black
caravan-seat-teal = teal
caravan-title = Caravan
caravan-hint-notation = Camels are A–E (F with the sixth camel), cells a1–g7. Try e.g. `place A b4`, `move A d5`, `take A`, `steal B from orange`, `carry D to A` or `pass`.
caravan-prompt-actions = { $count } { $count ->
        [one] action
       *[other] actions
    } left this turn.
caravan-err-no_such_camel = You have no camel { $camel }; your camels are A to { $last }.
caravan-err-no_such_cell = There is no such cell; cells are a1 to g7.
caravan-err-already_placed = Camel { $camel } is already on cell { $cell }: use `move` instead of `place`.
caravan-err-not_placed = Camel { $camel } is not on the board yet: `place` it first.
caravan-err-laden_cannot_move = Camel { $camel } carries a good and cannot move; carry the good along your chain instead.
caravan-err-same_cell = Camel { $camel } is already on cell { $cell }.
caravan-err-not_enough_actions = That costs { $cost } { $cost ->
        [one] action
       *[other] actions
    } but you have { $left } left (a cell with camels costs 2).
caravan-err-camel_laden = Camel { $camel } already carries a good.
caravan-err-no_good_here = There is no good to take on cell { $cell }, where camel { $camel } stands.
caravan-err-last_unladen = You may never load your last unladen camel: that would leave you without actions.
caravan-err-no_theft_marker = You have no theft marker left, so you cannot steal.
caravan-err-bad_victim = You can only steal from another player at the table.
caravan-err-nothing_to_steal = No camel of { $victim } on cell { $cell } (where your camel { $camel } stands) carries a good that can be stolen (goods under a camel are safe).
caravan-err-ambiguous_steal = That player has several laden camels there: name one (camel { $choices }).
caravan-err-nothing_to_carry = Camel { $camel } carries no good.
caravan-err-same_camel = Carry the good to a different camel.
caravan-err-not_connected = Camels { $source } and { $target } are not joined by an orthogonal chain of your camels.
caravan-event-place = { $who } placed camel { $camel } on { $cell } ({ $cost } { $cost ->
        [one] action
       *[other] actions
    }).
caravan-event-move = { $who } moved camel { $camel } to { $cell } ({ $cost } { $cost ->
        [one] action
       *[other] actions
    }).
caravan-event-take = { $who } loaded { $good } onto camel { $camel } on { $cell }.
caravan-event-take_demand = { $who } loaded { $good } onto camel { $camel } on { $cell } and took { $demand } { $demand ->
        [one] demand marker
       *[other] demand markers
    }.
caravan-event-steal = { $who } stole { $good } from { $victim } (their camel { $victim_camel } on { $cell }); it lies under camel { $camel } now, and { $victim } gets a theft marker.
caravan-event-carry = { $who } carried { $good } from camel { $source } on { $from } to camel { $target } on { $to }.
caravan-event-deliver = { $who } delivered { $good } in { $city } (camel { $source } on { $from } → camel { $target } on { $to }).
caravan-event-pass = { $who } passed with { $left } { $left ->
        [one] action
       *[other] actions
    } unused.
caravan-event-refill = Refill: a demand marker on every waiting good; new goods drawn: { $goods }.
caravan-event-end_triggered = The bag ran empty: the next delivery ends the game.
caravan-event-game_over = The delivery by { $who } ended the game: the bag was empty.
caravan-opening = { $player } begins (drawn by lot) with 1 action; each turn after has one more, up to 4.
caravan-event-turn = Next: { $who }, with { $count } { $count ->
        [one] action
       *[other] actions
    }.
caravan-label-place = Place camel { $camel } on { $cell }
caravan-label-place_cost = Place camel { $camel } on { $cell } ({ $cost } { $cost ->
        [one] action
       *[other] actions
    })
caravan-label-move = Move camel { $camel } to { $cell }
caravan-label-move_cost = Move camel { $camel } to { $cell } ({ $cost } { $cost ->
        [one] action
       *[other] actions
    })
caravan-label-take = Camel { $camel } takes the good
caravan-label-take_good = Camel { $camel } takes { $good } on { $cell }
caravan-label-take_good_demand = Camel { $camel } takes { $good } on { $cell } (+{ $demand } demand)
caravan-label-steal = Camel { $camel } steals from { $victim }
caravan-label-steal_good = Camel { $camel } steals { $good } from { $victim } (their camel { $victim_camel } on { $cell })
caravan-label-carry = Carry the good of camel { $source } to camel { $target }
caravan-label-carry_good = Carry { $good } from camel { $source } on { $from } to camel { $target } on { $to }
caravan-label-deliver = Deliver { $good } in { $city } (camel { $source } on { $from } → camel { $target } on { $to })
caravan-label-pass = End your turn
caravan-step-kind-place = Place a camel
caravan-step-kind-move = Move a camel
caravan-step-kind-take = Take a good
caravan-step-kind-steal = Steal a good
caravan-step-kind-carry = Carry or deliver a good
caravan-step-kind-pass = End your turn
caravan-step-camel = Camel { $camel }
caravan-step-camel_on = Camel { $camel } on { $cell }
caravan-step-camel_good = Camel { $camel } on { $cell }: { $good }
caravan-step-take_demand = Camel { $camel } on { $cell }: { $good } (+{ $demand } demand)
caravan-step-column = Column { $column }
caravan-step-cell_cost = Cell { $cell } ({ $cost } { $cost ->
        [one] action
       *[other] actions
    })
caravan-step-victim = { $victim } ({ $colour })
caravan-step-victim_camel = Camel { $camel } of { $victim }: { $good }
caravan-step-deliver = Camel { $camel } on { $cell }: deliver in { $city }
# Why the AI advises a move (engine/caravan/advice.py).
caravan-advice-delivered = { $points ->
    [one] +1 point from delivered goods
   *[other] +{ $points } points from delivered goods
}
caravan-advice-demand = { $points ->
    [one] +1 point from demand markers
   *[other] +{ $points } points from demand markers
}
caravan-advice-penalty = { $points ->
    [one] 1 point less holding penalty
   *[other] { $points } points less holding penalty
}
caravan-advice-goods_aboard = { $n ->
    [one] 1 more good aboard
   *[other] { $n } more goods aboard
}
caravan-advice-camels_placed = { $n ->
    [one] 1 more camel on the board
   *[other] { $n } more camels on the board
}
caravan-advice-within_reach = { $good } on { $cell } within a camel's reach
caravan-advice-goods_closer = { $points ->
    [one] goods closer to their cities (+1 point expected)
   *[other] goods closer to their cities (+{ $points } points expected)
}
caravan-score-rare = Rare goods (6 each)
caravan-score-common = Common goods (3 each)
caravan-score-demand = Demand markers
caravan-score-penalty = { $held ->
        [one] Penalty for 1 good still held
       *[other] Penalty for { $held } goods still held
    }

## Macao: rules help

macao-help-title-overview = Overview
macao-help-title-round = The round's phases
macao-help-title-dice = Wind rose and dice
macao-help-title-cards = Cards
macao-help-title-city = City, districts and jokers
macao-help-title-wall = The wall and turn order
macao-help-title-ships = Ships, ports and tribute
macao-help-title-scoring = Game end and scoring
macao-help-text-overview = **Macao** (2–4 players, 12 rounds): each round everyone takes a new card, then picks two of the six dice, whose colours bring action cubes in later rounds. Spend the cubes available now to activate cards, take city districts, climb the wall and sail your ship to deliver goods to Europe. Most prestige points (PP) at the end wins.
    Cube colours are red, blue, green, grey, violet and black; in payments and on the board they are the letters R B G N V K (N for neutral grey, K for black). Type a card as the board and the menus name it, with its copy number where the deck has several: `activate Captain 2` (the German names work too). Everyone starts with 5 gold.
    This is a **reconstructed edition**: the printed cards, districts, sea route and port values could not be found, so they were designed to fit the German rules; printed values can replace them later. The list of your moves shows what is legal.
macao-help-text-round =
    Before round 1, in reverse wall order each player takes one of (players + 2) cards (`take card 3`), then in wall order puts 1 cube of any colour on the rose's 1-field and 2 cubes of one colour on its 2-field: `start red blue`.
    Each round:
    1. **Cards**: 4 deck cards join the round's 2 office cards and set the tribute rate; with 3 players the last deck card is removed, with 2 the last two. In wall order everyone takes one onto the tableau: `take card 2`. A sixth card on the tableau means discarding one and a penalty marker: `discard Captain 1`.
    2. **Dice**: the roller rolls all six dice; everyone picks two: `dice red5 green2`.
    3. **Actions**: in wall order, each player spends the action supply: activate cards, take one district, climb the wall once, sail and deliver, buy prestige once and use active cards, in any order. `pass` ends the turn; unspent cubes are lost.
macao-help-text-dice =
    Your wind rose has six die fields (1–6) and an arrow. A die showing n in colour c gives you n cubes of colour c at your n-field: `dice red5 green2` puts 5 red cubes at the 5-field and 2 green at the 2-field. Several players may pick the same die.
    Then your rose turns one step: the cubes of the 1-field reach the arrow and are your action supply for this round; all others come one field closer. So a 1 pays now, a 2 next round, a 6 in five rounds. An empty action supply after turning costs a penalty marker (cards and tribute still work).
    From round 8 the dice whose cubes would arrive too late are turned to 1: the sixes in round 8, sixes and fives in round 9, and so on, all dice in round 12.
    The player whose disc tops the start stack is the roller all game. Everyone chooses at the same time and in secret: the table only learns that you chose, and sees every choice once the last player has chosen (choices cannot be undone). With the option **dice_order=wall_order** you choose openly one after another in wall order.
macao-help-text-cards =
    Cards on your tableau (at most 5) do nothing until activated: pay exactly the cubes printed on the card from your action supply: `activate Captain 1`. With a cost reducer (Archive for offices, Crane for buildings, Healer for persons) name the cubes you pay: `activate Sail Loft 2 pay R`. Activate as many as you like; an active card works at once.
    Use active cards in your action turn: `use Juggler`; repeat an exchange with a count: `use Nobleman 1 x2`. Each card works at most once per round unless its text says "each" or "whenever"; some act in phase 1, phase 2 or at game end, and the engine applies those itself. When a card asks for cubes, answer with `pay red`, `pay red 2` or `gain blue`; free wall steps with `advance 1`.
    Every card left on your tableau at the end costs a penalty marker.
macao-help-text-city =
    The city has 30 districts, A1 to E6: 24 light ones with a goods tile and 6 dark ones with a joker. Once per turn you may take a free district by paying exactly the cubes shown on it: `district C4`, or with a card that changes the price, `district C4 pay RRB`. Your ownership marker replaces the tile; nobody can take that district again.
    A goods tile goes on board your ship at once, wherever it is. A joker lies beside your tableau until you use it, any time: 1 cube of any colour or 3 gold (`joker cube blue`, `joker gold`), then it leaves the game.
    At the end, your largest connected area of own markers scores 2 PP per marker.
macao-help-text-wall =
    The wall has 16 spaces and sets the turn order in every phase: the disc furthest ahead goes first; in a stack, the top disc before those below it.
    Once per round you may advance your disc: 1 cube of any colour for 1 space, each further space 2 more (1/3/5/7 cubes for 1/2/3/4 spaces): `wall 2`. Landing on an occupied space puts your disc on top. Passing the last space leaves you on it, first from then on. Free steps from cards do not count as this move.
    At the end, ties in PP go to the player further ahead on the wall.
macao-help-text-ships =
    Your ship starts at Macao's anchor. Move it as often as you like, in any direction: 1 cube of any colour per space, ports count as spaces: `ship Lisboa`, `ship T1`. Any number of ships may share a space.
    In a port, deliver the goods on board that this port wants, free of cubes: `deliver`. Each tile covers the port's highest free delivery space (3 per port) and scores its number; top spaces are worth 4 (Lisboa) up to 8 (Genova, Hamburg).
    Once per turn, buy prestige at the round's tribute rate: pay its gold, gain its PP: `tribute`. The rate is the sum of the gold and PP numbers on the six cards shown this round.
macao-help-text-scoring =
    PP come during the game from deliveries, tribute and cards. After round 12:
    • every card still on your tableau gives a penalty marker (the Abbot protects);
    • −3 PP per penalty marker;
    • active end-game cards score as their text says;
    • 2 PP per marker in your largest connected area in the city.
    Most PP wins; ties go to the player further ahead on the wall. Activate your cards before the end: `activate Abbot 1`.

## Macao: moves, events, refusals, picker steps, cards

macao-title = Macao
macao-err-illegal = `{ $move }` is not a legal move right now.
macao-err-choose = Say how you pay: { $options }.
macao-err-pending = First answer: { $prompt }
macao-err-phase = `{ $move }` is only possible in your action phase. { $prompt }
macao-err-step = `{ $move }` does not fit this step of the round. { $prompt }
macao-err-no_such_card = There is no card { $index } on display; { $count ->
        [one] there is only card 1.
       *[other] choose a card from 1 to { $count }.
    }
macao-err-must_take_card = You must take a card; only the card that makes taking one optional lets you pass.
macao-err-same_die = Choose two dice of different colours.
macao-err-die_shows = The { $colour } die shows { $shown }, not { $value }.
macao-err-pay_lacking = You have { $held } { $colour } { $held ->
        [one] cube
       *[other] cubes
    } in your action supply, not { $count }.
macao-err-pay_too_many = Only { $count } { $count ->
        [one] cube is
       *[other] cubes are
    } left to pay.
macao-err-pay_distinct = Every cube of this payment must have a different colour, and { $colour } is paid already.
macao-err-advance_most = You may advance at most { $count } { $count ->
        [one] space
       *[other] spaces
    } for free.
macao-err-not_on_tableau = { $card } is not on your tableau.
macao-err-no_craftsman = You need an activated Craftsman, unused this round, and the full cost in your supply.
macao-err-cubes = Your action supply lacks cubes for that. Needed: { $cost }; held: { $have }.
macao-err-cubes_any = That needs { $count } { $count ->
        [one] cube
       *[other] cubes
    } of any colour in your action supply; you have { $have }.
macao-err-not_active = { $card } is not activated.
macao-err-used = { $card } has already been used this round.
macao-err-condition = { $card } cannot be used now: you do not meet what it asks. { $text }
macao-err-not_usable = { $card } is not used by an action of yours. { $text }
macao-err-no_times = { $card } is used once: name no repetitions.
macao-err-exchange_times = { $card } can be used 1 to { $most } { $most ->
        [one] time
       *[other] times
    } now: say how often, e.g. `x1`.
macao-err-district_taken = District { $district } is already taken.
macao-err-district_limit = You have already taken a district this turn.
macao-err-wall_once = You have already moved on the wall this round.
macao-err-ship_here = Your ship is already there.
macao-err-ship_return = Your ship already lay in { $port } this turn, and nothing but its place has changed since: a free move may not repeat a position.
macao-err-nothing_to_deliver = Your ship has no goods for this port on board.
macao-err-tribute_once = You have already bought prestige this turn.
macao-err-gold = Buying prestige costs { $gold } gold; you have { $have }.
macao-err-no_joker = You have no joker.
macao-err-joker_units = A joker gives { $units } { $units ->
        [one] unit
       *[other] units
    }: each 1 cube or 3 gold.
macao-hint-colours = Colours: red blue green grey violet black.
macao-hint-card = Name a card as the menus show it, e.g. `Captain 2`.
macao-hint-pay = Pay with the colour letters R (red), B (blue), G (green), N (grey), V (violet), K (black).
macao-hint-die = Write dice as colour and value, e.g. `dice red5 green2`.
macao-hint-activate = Options: `pay RGV`, `free`.
macao-hint-times = Repeat an exchange with `x2`, `x3`, ...
macao-hint-district = Districts are A1 to E6.
macao-hint-ship = Ship to a port or a sea space, e.g. `ship Lisboa`.
macao-hint-joker = e.g. `joker cube blue` or `joker gold`.
macao-hint-number = Give a whole number.
macao-hint-moves = Try `pass`, `activate <card>`, `district C4`, `wall 1`, `ship Lisboa`.
macao-prompt-start_pick = Choose your start card.
macao-prompt-start_cubes = Place 1 cube at your 1-field and 2 cubes of one colour at your 2-field.
macao-prompt-draft = Take a card onto your tableau.
macao-prompt-dice = Choose two dice.
macao-prompt-actions = Spend your action supply, then pass.
macao-prompt-over = The game is over.
macao-prompt-discard = Your tableau is full: discard one card (you take a penalty marker).
macao-prompt-pay = { $count ->
        [one] Choose the colour of one more cube to pay.
       *[other] Choose the colours of { $count } more cubes to pay.
    }
macao-prompt-gain = { $count ->
        [one] Choose the colour of the cube you take.
       *[other] Choose the colours of the { $count } cubes you take.
    }
macao-prompt-advance = Advance your wall disc for free: 0 to { $count } { $count ->
        [one] space
       *[other] spaces
    }.
macao-cubes = { $n } { $n ->
        [one] cube
       *[other] cubes
    }: { $colours }
macao-cubes-none = no cubes
macao-cubes-colour = { $n } { $colour }
macao-unit-cube = 1 { $colour } cube
macao-unit-gold = 3 gold
macao-die = { $colour } { $value }
# Ports as printed on the board (notation names them so too: `ship Lisboa`).
macao-port-lisboa = Lisboa
macao-port-barcelona = Barcelona
macao-port-marseille = Marseille
macao-port-genova = Genova
macao-port-london = London
macao-port-antwerpen = Antwerpen
macao-port-amsterdam = Amsterdam
macao-port-hamburg = Hamburg
macao-port-macao = Macao
macao-sea-start = Macao (anchor)
macao-sea-space = sea space { $name }
macao-tile-joker = Joker
macao-times = { $card } ×{ $times }
macao-gain-pp = { SIGNED($n) } PP
macao-gain-gold = { SIGNED($n) } gold
macao-gain-cubes = { SIGNED($n) } { $n ->
        [one] cube
       *[other] cubes
    }
macao-gain-ship = { $n } free ship { $n ->
        [one] space
       *[other] spaces
    }
macao-gain-discount = next district { $n } { $n ->
        [one] cube
       *[other] cubes
    } cheaper
macao-gain-choose_cubes = { $n } { $n ->
        [one] cube
       *[other] cubes
    } to choose
macao-gain-advance = up to { $n } free wall { $n ->
        [one] space
       *[other] spaces
    }
macao-mv-take = Take card { $index }
macao-mv-take_named = Take card { $index }: { $card }
macao-mv-pass = Pass (unused cubes are lost)
macao-mv-pass_lost = Pass ({ $n } unused { $n ->
        [one] cube is
       *[other] cubes are
    } lost)
macao-mv-skip = Take no card (Idler)
macao-mv-discard = Discard { $card }
macao-mv-start = Start cubes: 1 { $one } on the 1-field, 2 { $two } on the 2-field
macao-mv-dice = Dice { $a } { $av } and { $b } { $bv }
macao-mv-activate_pay = Activate { $card }, paying { $pay }
macao-mv-activate_free = Activate { $card } for free (Craftsman)
macao-mv-use = Use { $card }
macao-mv-use_times = Use { $card } ×{ $times }
macao-mv-district_pay = Take district { $district }, paying { $pay }
macao-mv-wall = Advance { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } on the wall
macao-mv-wall_cost = Advance { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } on the wall ({ $cost } { $cost ->
        [one] cube
       *[other] cubes
    })
macao-mv-ship = Sail to { $to }
macao-mv-ship_cost = Sail to { $to } ({ $cost } { $cost ->
        [one] cube
       *[other] cubes
    })
macao-mv-ship_free = Sail to { $to } (free)
macao-mv-deliver = Deliver goods
macao-mv-tribute = Buy prestige (tribute)
macao-mv-tribute_rate = Buy { $pp } PP for { $gold } gold (tribute)
macao-mv-joker = Use a joker: { $units }
macao-mv-pay = Pay { $count } { $count ->
        [one] cube
       *[other] cubes
    }: { $colour }
macao-mv-gain = Take 1 cube: { $colour }
macao-mv-advance = Advance { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } on the wall for free
macao-mv-advance_none = Do not advance
macao-mv-unknown = Unknown move
macao-ev-take = { $player } took { $card }.
macao-ev-skip = { $player } took no card (Idler).
macao-ev-pass = { $player } passed.
macao-ev-pass_lost = { $player } passed; { $n } unused { $n ->
        [one] cube was
       *[other] cubes were
    } lost.
macao-ev-discard = { $player } discarded { $card } (a sixth card: one penalty marker).
macao-ev-start = { $player } placed start cubes: 1 { $one } on the 1-field, 2 { $two } on the 2-field.
macao-ev-dice = { $player } chose the dice { $a } { $av } and { $b } { $bv }.
macao-ev-dice_hidden = { $player } chose 2 dice (shown when everyone has chosen).
macao-ev-activate = { $player } activated { $card }, paying { $pay }.
macao-ev-activate_free = { $player } activated { $card } for free (Craftsman).
macao-ev-use = { $player } used { $card }.
macao-ev-use_gains = { $player } used { $card }: { $gains }.
macao-ev-district = { $player } took district { $district } ({ $tile }), paying { $pay }.
macao-ev-wall = { $player } advanced { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } on the wall for { $cost } { $cost ->
        [one] cube
       *[other] cubes
    }.
macao-ev-ship = { $player } sailed to { $to } for { $cost } { $cost ->
        [one] cube
       *[other] cubes
    }.
macao-ev-ship_free = { $player } sailed to { $to } with free ship moves.
macao-ev-deliver = { $player } delivered { $n } × { $good } to { $port } for { $pp } PP.
macao-ev-tribute = { $player } bought { $pp } PP for { $gold } gold.
macao-ev-joker = { $player } used a joker: { $units }.
macao-ev-pay = { $player } paid { $count } { $count ->
        [one] cube
       *[other] cubes
    }: { $colour }.
macao-ev-gain = { $player } took 1 cube: { $colour }.
macao-ev-advance = { $player } advanced { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } on the wall for free.
macao-ev-advance_none = { $player } did not use the free wall move.
macao-ev-leftover = Not taken, to the discard pile: { $cards }.
macao-ev-round = Round { $round } began. On offer: { $cards }. Tribute: { $pp } PP for { $gold } gold.
macao-ev-removed = With { $seats } players, removed to the discard pile: { $cards }.
macao-ev-rolled = { $player } rolled the dice: { $dice }.
macao-ev-rolled_down = { $player } rolled the dice: { $dice } (from round 8, dice above { $limit } are turned to 1).
macao-ev-revealed = Everyone had chosen their dice: { $choices }.
macao-ev-choice = { $player } { $a } { $av } and { $b } { $bv }
macao-ev-dice_done = The action phase began. First to act: { $player }.
macao-ev-supply = From the wind rose, { $player } took { $cubes }.
macao-ev-empty_supply = { $player } had no cube in the action supply: one penalty marker.
macao-ev-phase_two = { $player } received { $gold } gold from { $card }.
macao-ev-jokers_cashed = { $player } cashed { $n } { $n ->
        [one] joker
       *[other] jokers
    } for { $gold } gold.
macao-ev-tableau_penalty = { $player } took { $n } penalty { $n ->
        [one] marker
       *[other] markers
    } for the { $n ->
        [one] card
       *[other] cards
    } left on the tableau.
macao-ev-over = Round 12 ended, and with it the game.
macao-opening = The order of play is drawn by lot: { $order }. Start cards are chosen in reverse order, { $first } first.
macao-step-take = Take a card
macao-step-discard = Discard a card
macao-step-start = Start cubes
macao-step-dice = Choose 2 dice
macao-step-pay = Pay cubes
macao-step-gain = Take cubes
macao-step-advance = Free wall move
macao-step-skip = Take no card (Idler)
macao-step-pass = Pass
macao-step-activate = Activate a card
macao-step-use = Use a card
macao-step-district = Take a district
macao-step-wall = Advance on the wall
macao-step-ship = Sail your ship
macao-step-deliver = Deliver goods
macao-step-tribute = Buy prestige
macao-step-joker = Use a joker
macao-step-card = { $card } (costs { $cost })
macao-step-district_ac = Take a district (rows A-C)
macao-step-district_de = Take a district (rows D-E)
macao-step-printed = Printed cubes paid: { $cubes }
macao-step-extra = Other cubes: { $cubes }
macao-step-district_of = { $district }: { $tile } ({ $cost })
macao-step-paying = Pay { $pay }
macao-step-free = Free (Craftsman)
macao-step-times = ×{ $times }
macao-step-times_gold = ×{ $times } (pay { $gold } gold)
macao-step-times_cubes = ×{ $times } (pay { $n } { $n ->
        [one] cube
       *[other] cubes
    })
macao-step-times_range = ×{ $low } to ×{ $high }
macao-step-one = 1-field: { $colour }
macao-step-two = 2-field: 2 { $colour }
macao-step-die_pair = { $a } { $av } + { $b } { $bv }
macao-step-colour = { $colour } ({ $have } in supply)
macao-step-count = { $n } { $n ->
        [one] cube
       *[other] cubes
    }
macao-step-unit = Unit { $n }: { $unit }
# Why the AI advises a move (engine/macao/advice.py).
macao-advice-score = +{ $points } PP: { $part }
macao-advice-cubes = { $n ->
    [one] 1 more action cube to use
   *[other] { $n } more action cubes to use
}
macao-advice-gold = +{ $n } gold
macao-advice-jokers = { $n ->
    [one] 1 more joker
   *[other] { $n } more jokers
}
macao-advice-goods_aboard = { $n ->
    [one] 1 more good aboard your ship
   *[other] { $n } more goods aboard your ship
}
macao-advice-goods = goods worth +{ $points } PP on the way
macao-advice-activates = activates { $card }
macao-advice-takes = takes { $card }
macao-advice-cards = cards worth +{ $points } PP in the rounds to come
macao-score-prestige = Prestige during the game
macao-score-penalties = { $count } { $count ->
        [one] penalty marker
       *[other] penalty markers
    }
macao-score-cards = End-game cards
macao-score-city = Largest area ({ $count } { $count ->
        [one] marker
       *[other] markers
    })
# Office categories (cards' colour bands).
macao-category-military = Military
macao-category-justice = Justice
macao-category-administration = Administration
macao-category-finance = Finance
macao-category-construction = Construction
macao-category-customs = Customs
macao-colour-red = red
macao-colour-blue = blue
macao-colour-green = green
macao-colour-grey = grey
macao-colour-violet = violet
macao-colour-black = black
macao-card-office_military_1 = Military I
macao-card-office_military_2 = Military II
macao-card-office_military_3 = Military III
macao-card-office_military_4 = Military IV
macao-card-office_justice_1 = Justice I
macao-card-office_justice_2 = Justice II
macao-card-office_justice_3 = Justice III
macao-card-office_justice_4 = Justice IV
macao-card-office_administration_1 = Administration I
macao-card-office_administration_2 = Administration II
macao-card-office_administration_3 = Administration III
macao-card-office_administration_4 = Administration IV
macao-card-office_finance_1 = Finance I
macao-card-office_finance_2 = Finance II
macao-card-office_finance_3 = Finance III
macao-card-office_finance_4 = Finance IV
macao-card-office_construction_1 = Construction I
macao-card-office_construction_2 = Construction II
macao-card-office_construction_3 = Construction III
macao-card-office_construction_4 = Construction IV
macao-card-office_customs_1 = Customs I
macao-card-office_customs_2 = Customs II
macao-card-office_customs_3 = Customs III
macao-card-office_customs_4 = Customs IV
macao-card-amtsstube_1 = Clerk's Office
macao-card-amtsstube_2 = Clerk's Office
macao-card-amtsstube_3 = Clerk's Office
macao-card-boettcherei_1 = Cooperage
macao-card-boettcherei_2 = Cooperage
macao-card-festung = Fortress
macao-card-gericht = Court
macao-card-rathaus = Town Hall
macao-card-schatzkammer = Treasury
macao-card-steinbruch = Quarry
macao-card-zollstation = Customs House
macao-card-kathedrale_1 = Cathedral
macao-card-kathedrale_2 = Cathedral
macao-card-palast = Palace
macao-card-pfandleihe_1 = Pawnshop
macao-card-pfandleihe_2 = Pawnshop
macao-card-pfandleihe_3 = Pawnshop
macao-card-segelmacherei_1 = Sail Loft
macao-card-segelmacherei_2 = Sail Loft
macao-card-turm = Tower
macao-card-archiv = Archive
macao-card-kran_1 = Crane
macao-card-kran_2 = Crane
macao-card-brunnen_1 = Fountain
macao-card-brunnen_2 = Fountain
macao-card-tor = Gate
macao-card-wachposten_1 = Guard Post
macao-card-wachposten_2 = Guard Post
macao-card-schmiede = Smithy
macao-card-statue = Statue
macao-card-praefektur = Prefecture
macao-card-residenz = Residence
macao-card-sitzungssaal = Council Chamber
macao-card-botschaft = Embassy
macao-card-leuchtturm_1 = Lighthouse
macao-card-leuchtturm_2 = Lighthouse
macao-card-lager_lacquer = Warehouse (Lacquerware)
macao-card-lager_rice = Warehouse (Rice)
macao-card-lager_tea = Warehouse (Tea)
macao-card-lager_jade = Warehouse (Jade)
macao-card-lager_silk = Warehouse (Silk)
macao-card-lager_paper = Warehouse (Paper)
macao-card-lager_porcelain = Warehouse (Porcelain)
macao-card-lager_spices = Warehouse (Spices)
macao-card-abt_1 = Abbot
macao-card-abt_2 = Abbot
macao-card-edler_1 = Nobleman
macao-card-edler_2 = Nobleman
macao-card-edler_3 = Nobleman
macao-card-gesandter_1 = Envoy
macao-card-gesandter_2 = Envoy
macao-card-gesandter_3 = Envoy
macao-card-goldsucher_1 = Prospector
macao-card-goldsucher_2 = Prospector
macao-card-goldsucher_3 = Prospector
macao-card-handwerker_1 = Craftsman
macao-card-handwerker_2 = Craftsman
macao-card-kapitaen_1 = Captain
macao-card-kapitaen_2 = Captain
macao-card-kapitaen_3 = Captain
macao-card-soldat_1 = Soldier
macao-card-soldat_2 = Soldier
macao-card-soldat_3 = Soldier
macao-card-steuermann_1 = Helmsman
macao-card-steuermann_2 = Helmsman
macao-card-gaukler = Juggler
macao-card-muessiggaenger_1 = Idler
macao-card-muessiggaenger_2 = Idler
macao-card-professor_1 = Professor
macao-card-professor_2 = Professor
macao-card-herold_1 = Herald
macao-card-herold_2 = Herald
macao-card-nachtwaechter_1 = Night Watchman
macao-card-nachtwaechter_2 = Night Watchman
macao-card-spekulant_1 = Speculator
macao-card-spekulant_2 = Speculator
macao-card-zimmermann_1 = Carpenter
macao-card-zimmermann_2 = Carpenter
macao-card-kanonier_1 = Gunner
macao-card-kanonier_2 = Gunner
macao-card-schiffsjunge_1 = Cabin Boy
macao-card-schiffsjunge_2 = Cabin Boy
macao-card-schiffsjunge_3 = Cabin Boy
macao-card-diplomat_1 = Diplomat
macao-card-diplomat_2 = Diplomat
macao-card-graf_1 = Count
macao-card-graf_2 = Count
macao-card-heiler_1 = Healer
macao-card-heiler_2 = Healer
macao-card-baronesse_rang = Baroness (Rank)
macao-card-baronesse_handel = Baroness (Trade)
macao-card-baronesse_reichtum = Baroness (Wealth)
macao-card-gouverneur = Governor
macao-card-hebamme = Midwife
macao-card-ratsherr = Councillor
macao-card-vizegouverneur = Vice-Governor
macao-cardname-office_military_1 = Military I
macao-cardname-office_military_2 = Military II
macao-cardname-office_military_3 = Military III
macao-cardname-office_military_4 = Military IV
macao-cardname-office_justice_1 = Justice I
macao-cardname-office_justice_2 = Justice II
macao-cardname-office_justice_3 = Justice III
macao-cardname-office_justice_4 = Justice IV
macao-cardname-office_administration_1 = Administration I
macao-cardname-office_administration_2 = Administration II
macao-cardname-office_administration_3 = Administration III
macao-cardname-office_administration_4 = Administration IV
macao-cardname-office_finance_1 = Finance I
macao-cardname-office_finance_2 = Finance II
macao-cardname-office_finance_3 = Finance III
macao-cardname-office_finance_4 = Finance IV
macao-cardname-office_construction_1 = Construction I
macao-cardname-office_construction_2 = Construction II
macao-cardname-office_construction_3 = Construction III
macao-cardname-office_construction_4 = Construction IV
macao-cardname-office_customs_1 = Customs I
macao-cardname-office_customs_2 = Customs II
macao-cardname-office_customs_3 = Customs III
macao-cardname-office_customs_4 = Customs IV
macao-cardname-amtsstube_1 = Clerk's Office 1
macao-cardname-amtsstube_2 = Clerk's Office 2
macao-cardname-amtsstube_3 = Clerk's Office 3
macao-cardname-boettcherei_1 = Cooperage 1
macao-cardname-boettcherei_2 = Cooperage 2
macao-cardname-festung = Fortress
macao-cardname-gericht = Court
macao-cardname-rathaus = Town Hall
macao-cardname-schatzkammer = Treasury
macao-cardname-steinbruch = Quarry
macao-cardname-zollstation = Customs House
macao-cardname-kathedrale_1 = Cathedral 1
macao-cardname-kathedrale_2 = Cathedral 2
macao-cardname-palast = Palace
macao-cardname-pfandleihe_1 = Pawnshop 1
macao-cardname-pfandleihe_2 = Pawnshop 2
macao-cardname-pfandleihe_3 = Pawnshop 3
macao-cardname-segelmacherei_1 = Sail Loft 1
macao-cardname-segelmacherei_2 = Sail Loft 2
macao-cardname-turm = Tower
macao-cardname-archiv = Archive
macao-cardname-kran_1 = Crane 1
macao-cardname-kran_2 = Crane 2
macao-cardname-brunnen_1 = Fountain 1
macao-cardname-brunnen_2 = Fountain 2
macao-cardname-tor = Gate
macao-cardname-wachposten_1 = Guard Post 1
macao-cardname-wachposten_2 = Guard Post 2
macao-cardname-schmiede = Smithy
macao-cardname-statue = Statue
macao-cardname-praefektur = Prefecture
macao-cardname-residenz = Residence
macao-cardname-sitzungssaal = Council Chamber
macao-cardname-botschaft = Embassy
macao-cardname-leuchtturm_1 = Lighthouse 1
macao-cardname-leuchtturm_2 = Lighthouse 2
macao-cardname-lager_lacquer = Warehouse (Lacquerware)
macao-cardname-lager_rice = Warehouse (Rice)
macao-cardname-lager_tea = Warehouse (Tea)
macao-cardname-lager_jade = Warehouse (Jade)
macao-cardname-lager_silk = Warehouse (Silk)
macao-cardname-lager_paper = Warehouse (Paper)
macao-cardname-lager_porcelain = Warehouse (Porcelain)
macao-cardname-lager_spices = Warehouse (Spices)
macao-cardname-abt_1 = Abbot 1
macao-cardname-abt_2 = Abbot 2
macao-cardname-edler_1 = Nobleman 1
macao-cardname-edler_2 = Nobleman 2
macao-cardname-edler_3 = Nobleman 3
macao-cardname-gesandter_1 = Envoy 1
macao-cardname-gesandter_2 = Envoy 2
macao-cardname-gesandter_3 = Envoy 3
macao-cardname-goldsucher_1 = Prospector 1
macao-cardname-goldsucher_2 = Prospector 2
macao-cardname-goldsucher_3 = Prospector 3
macao-cardname-handwerker_1 = Craftsman 1
macao-cardname-handwerker_2 = Craftsman 2
macao-cardname-kapitaen_1 = Captain 1
macao-cardname-kapitaen_2 = Captain 2
macao-cardname-kapitaen_3 = Captain 3
macao-cardname-soldat_1 = Soldier 1
macao-cardname-soldat_2 = Soldier 2
macao-cardname-soldat_3 = Soldier 3
macao-cardname-steuermann_1 = Helmsman 1
macao-cardname-steuermann_2 = Helmsman 2
macao-cardname-gaukler = Juggler
macao-cardname-muessiggaenger_1 = Idler 1
macao-cardname-muessiggaenger_2 = Idler 2
macao-cardname-professor_1 = Professor 1
macao-cardname-professor_2 = Professor 2
macao-cardname-herold_1 = Herald 1
macao-cardname-herold_2 = Herald 2
macao-cardname-nachtwaechter_1 = Night Watchman 1
macao-cardname-nachtwaechter_2 = Night Watchman 2
macao-cardname-spekulant_1 = Speculator 1
macao-cardname-spekulant_2 = Speculator 2
macao-cardname-zimmermann_1 = Carpenter 1
macao-cardname-zimmermann_2 = Carpenter 2
macao-cardname-kanonier_1 = Gunner 1
macao-cardname-kanonier_2 = Gunner 2
macao-cardname-schiffsjunge_1 = Cabin Boy 1
macao-cardname-schiffsjunge_2 = Cabin Boy 2
macao-cardname-schiffsjunge_3 = Cabin Boy 3
macao-cardname-diplomat_1 = Diplomat 1
macao-cardname-diplomat_2 = Diplomat 2
macao-cardname-graf_1 = Count 1
macao-cardname-graf_2 = Count 2
macao-cardname-heiler_1 = Healer 1
macao-cardname-heiler_2 = Healer 2
macao-cardname-baronesse_rang = Baroness (Rank)
macao-cardname-baronesse_handel = Baroness (Trade)
macao-cardname-baronesse_reichtum = Baroness (Wealth)
macao-cardname-gouverneur = Governor
macao-cardname-hebamme = Midwife
macao-cardname-ratsherr = Councillor
macao-cardname-vizegouverneur = Vice-Governor
macao-cardtext-office_military_1 = Advance your wall disc up to 1 space for free (this is not your wall move).
macao-cardtext-office_military_2 = Take 1 PP and advance your wall disc up to 1 space for free (not your wall move).
macao-cardtext-office_military_3 = Take 1 PP and advance your wall disc up to 2 spaces for free (not your wall move).
macao-cardtext-office_military_4 = Take 2 PP and advance your wall disc up to 2 spaces for free (not your wall move).
macao-cardtext-office_justice_1 = Take 1 PP.
macao-cardtext-office_justice_2 = Take 2 PP.
macao-cardtext-office_justice_3 = Take 2 PP and 1 gold.
macao-cardtext-office_justice_4 = Take 3 PP and 1 gold.
macao-cardtext-office_administration_1 = Swap up to 2 cubes of your action supply, one for one, for cubes of colours of your choice.
macao-cardtext-office_administration_2 = Take 1 cube of any colour.
macao-cardtext-office_administration_3 = Take 1 cube of any colour and 1 gold.
macao-cardtext-office_administration_4 = Take 2 cubes of any colours.
macao-cardtext-office_finance_1 = Take 1 gold.
macao-cardtext-office_finance_2 = Take 2 gold.
macao-cardtext-office_finance_3 = Take 2 gold and 1 PP.
macao-cardtext-office_finance_4 = Take 3 gold and 1 PP.
macao-cardtext-office_construction_1 = The next district you take this turn costs 1 cube less (you choose which printed cube to leave out).
macao-cardtext-office_construction_2 = Take 1 PP; the next district you take this turn costs 1 cube less.
macao-cardtext-office_construction_3 = The next district you take this turn costs up to 2 cubes less.
macao-cardtext-office_construction_4 = Take 1 PP; the next district you take this turn costs up to 2 cubes less.
macao-cardtext-office_customs_1 = Move your ship up to 1 space for free.
macao-cardtext-office_customs_2 = Move your ship up to 2 spaces for free.
macao-cardtext-office_customs_3 = Take 1 gold and move your ship up to 2 spaces for free.
macao-cardtext-office_customs_4 = Take 1 PP and move your ship up to 3 spaces for free.
macao-cardtext-amtsstube_1 = If you have used at least 1 office card this round, take 1 PP (the office may have been used before this card was activated).
macao-cardtext-amtsstube_2 = If you have used at least 1 office card this round, take 1 PP (the office may have been used before this card was activated).
macao-cardtext-amtsstube_3 = If you have used at least 1 office card this round, take 1 PP (the office may have been used before this card was activated).
macao-cardtext-boettcherei_1 = Each time you deliver a goods tile, take 1 PP more. Warehouses never double this PP.
macao-cardtext-boettcherei_2 = Each time you deliver a goods tile, take 1 PP more. Warehouses never double this PP.
macao-cardtext-festung = Take 1 PP for each of your activated Military office cards (offices not yet activated do not count).
macao-cardtext-gericht = Take 1 PP for each of your activated Justice office cards (offices not yet activated do not count).
macao-cardtext-rathaus = Take 1 PP for each of your activated Administration office cards (offices not yet activated do not count).
macao-cardtext-schatzkammer = Take 1 PP for each of your activated Finance office cards (offices not yet activated do not count).
macao-cardtext-steinbruch = Take 1 PP for each of your activated Construction office cards (offices not yet activated do not count).
macao-cardtext-zollstation = Take 1 PP for each of your activated Customs office cards (offices not yet activated do not count).
macao-cardtext-kathedrale_1 = Return up to 6 cubes, each of a different colour; take 1 PP for each cube returned.
macao-cardtext-kathedrale_2 = Return up to 6 cubes, each of a different colour; take 1 PP for each cube returned.
macao-cardtext-palast = Game end: 2 PP for each of your activated cards that score PP at game end, this one included, even if they scored nothing. The Abbot does not count.
macao-cardtext-pfandleihe_1 = If you have received at least 1 gold this round (from any source, phase 2 included, also before this card was activated), take 1 gold.
macao-cardtext-pfandleihe_2 = If you have received at least 1 gold this round (from any source, phase 2 included, also before this card was activated), take 1 gold.
macao-cardtext-pfandleihe_3 = If you have received at least 1 gold this round (from any source, phase 2 included, also before this card was activated), take 1 gold.
macao-cardtext-segelmacherei_1 = Move your ship up to 2 spaces for free; you may stop in a port on the way, deliver, and go on.
macao-cardtext-segelmacherei_2 = Move your ship up to 2 spaces for free; you may stop in a port on the way, deliver, and go on.
macao-cardtext-turm = In any stack on the wall your disc is always on top. This works automatically and cannot be declined.
macao-cardtext-archiv = Each time you activate an office card, you pay 1 cube less.
macao-cardtext-kran_1 = Each time you activate a building card, you pay 1 cube less.
macao-cardtext-kran_2 = Each time you activate a building card, you pay 1 cube less.
macao-cardtext-brunnen_1 = Each time you take a district, you may advance your wall disc 1 space for free (this is not your wall move).
macao-cardtext-brunnen_2 = Each time you take a district, you may advance your wall disc 1 space for free (this is not your wall move).
macao-cardtext-tor = When you advance on the wall, each space after the first costs you 1 cube instead of 2 (1/2/3/4 cubes for 1/2/3/4 spaces).
macao-cardtext-wachposten_1 = If at least one other disc lies on top of yours on the wall, take 1 cube of any colour.
macao-cardtext-wachposten_2 = If at least one other disc lies on top of yours on the wall, take 1 cube of any colour.
macao-cardtext-schmiede = Game end: 1 PP for each of your markers in the city.
macao-cardtext-statue = Game end: 1 PP for each marker in your largest connected area.
macao-cardtext-praefektur = Game end: 3 PP for each dark (joker) district you own.
macao-cardtext-residenz = Game end: 1 PP for each of your activated building cards, this one included.
macao-cardtext-sitzungssaal = Game end: 3 PP for each complete set of 1 office + 1 building + 1 person card among your activated cards (this card counts as a building).
macao-cardtext-botschaft = You may buy prestige from the tribute track twice in each of your turns (same price both times).
macao-cardtext-leuchtturm_1 = Moving your ship into a port costs you no cube. A free move may not take it back to a place it already reached this turn unless something else changed since.
macao-cardtext-leuchtturm_2 = Moving your ship into a port costs you no cube. A free move may not take it back to a place it already reached this turn unless something else changed since.
macao-cardtext-lager_lacquer = Each time you deliver lacquerware (to Hamburg), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_rice = Each time you deliver rice (to Barcelona), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_tea = Each time you deliver tea (to London), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_jade = Each time you deliver jade (to Genova), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_silk = Each time you deliver silk (to Lisboa), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_paper = Each time you deliver paper (to Antwerpen), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_porcelain = Each time you deliver porcelain (to Marseille), you score double the PP of the delivery spaces you cover.
macao-cardtext-lager_spices = Each time you deliver spices (to Amsterdam), you score double the PP of the delivery spaces you cover.
macao-cardtext-abt_1 = Game end: you receive no penalty markers for cards still lying on your tableau. (Not a scoring card: the Palace does not count it.)
macao-cardtext-abt_2 = Game end: you receive no penalty markers for cards still lying on your tableau. (Not a scoring card: the Palace does not count it.)
macao-cardtext-edler_1 = For each 2 gold you return, take 1 cube of any colour. Once per round, but you may pay any multiple of 2 gold in that use.
macao-cardtext-edler_2 = For each 2 gold you return, take 1 cube of any colour. Once per round, but you may pay any multiple of 2 gold in that use.
macao-cardtext-edler_3 = For each 2 gold you return, take 1 cube of any colour. Once per round, but you may pay any multiple of 2 gold in that use.
macao-cardtext-gesandter_1 = Each time you buy prestige from the tribute track, take 1 cube of any colour (also when the track offers 0 PP for 0 gold).
macao-cardtext-gesandter_2 = Each time you buy prestige from the tribute track, take 1 cube of any colour (also when the track offers 0 PP for 0 gold).
macao-cardtext-gesandter_3 = Each time you buy prestige from the tribute track, take 1 cube of any colour (also when the track offers 0 PP for 0 gold).
macao-cardtext-goldsucher_1 = For each 3 cubes of any colours you return, take 1 gold. Once per round, but you may return any multiple of 3 cubes in that use.
macao-cardtext-goldsucher_2 = For each 3 cubes of any colours you return, take 1 gold. Once per round, but you may return any multiple of 3 cubes in that use.
macao-cardtext-goldsucher_3 = For each 3 cubes of any colours you return, take 1 gold. Once per round, but you may return any multiple of 3 cubes in that use.
macao-cardtext-handwerker_1 = Once per round: activate one card without returning its cost; you only need to hold its full printed cost in your action supply (reducers such as Archive, Crane or Healer do not lower what you must hold).
macao-cardtext-handwerker_2 = Once per round: activate one card without returning its cost; you only need to hold its full printed cost in your action supply (reducers such as Archive, Crane or Healer do not lower what you must hold).
macao-cardtext-kapitaen_1 = If your ship has moved at least 2 spaces this round (moves before this card was activated count), take 1 PP.
macao-cardtext-kapitaen_2 = If your ship has moved at least 2 spaces this round (moves before this card was activated count), take 1 PP.
macao-cardtext-kapitaen_3 = If your ship has moved at least 2 spaces this round (moves before this card was activated count), take 1 PP.
macao-cardtext-soldat_1 = Take 1 gold for each full 4 of your markers in the city.
macao-cardtext-soldat_2 = Take 1 gold for each full 4 of your markers in the city.
macao-cardtext-soldat_3 = Take 1 gold for each full 4 of your markers in the city.
macao-cardtext-steuermann_1 = Pay 1 gold: move your ship up to 4 spaces; you may stop in a port on the way, deliver, and go on.
macao-cardtext-steuermann_2 = Pay 1 gold: move your ship up to 4 spaces; you may stop in a port on the way, deliver, and go on.
macao-cardtext-gaukler = Every joker tile you use counts twice: take 2 cubes of any colour, or 1 cube and 3 gold, or 6 gold.
macao-cardtext-muessiggaenger_1 = Phase 1: you may decline to take a card.
macao-cardtext-muessiggaenger_2 = Phase 1: you may decline to take a card.
macao-cardtext-professor_1 = Phase 2: take 1 gold for each of your two chosen dice that shows a 1 (dice turned to 1 in rounds 8-12 count).
macao-cardtext-professor_2 = Phase 2: take 1 gold for each of your two chosen dice that shows a 1 (dice turned to 1 in rounds 8-12 count).
macao-cardtext-herold_1 = You may take up to 2 districts in each of your turns.
macao-cardtext-herold_2 = You may take up to 2 districts in each of your turns.
macao-cardtext-nachtwaechter_1 = When you take a district, up to 2 of its printed cubes may be paid with cubes of any colour.
macao-cardtext-nachtwaechter_2 = When you take a district, up to 2 of its printed cubes may be paid with cubes of any colour.
macao-cardtext-spekulant_1 = Each time you take a district, take 2 gold.
macao-cardtext-spekulant_2 = Each time you take a district, take 2 gold.
macao-cardtext-zimmermann_1 = Every district you take costs you 1 cube less (you choose which printed cube to leave out).
macao-cardtext-zimmermann_2 = Every district you take costs you 1 cube less (you choose which printed cube to leave out).
macao-cardtext-kanonier_1 = Take 1 PP for each other disc lying on top of yours on the wall.
macao-cardtext-kanonier_2 = Take 1 PP for each other disc lying on top of yours on the wall.
macao-cardtext-schiffsjunge_1 = Move your ship up to 1 space for free.
macao-cardtext-schiffsjunge_2 = Move your ship up to 1 space for free.
macao-cardtext-schiffsjunge_3 = Move your ship up to 1 space for free.
macao-cardtext-diplomat_1 = When you buy prestige from the tribute track, you pay 1 gold less (never below 0).
macao-cardtext-diplomat_2 = When you buy prestige from the tribute track, you pay 1 gold less (never below 0).
macao-cardtext-graf_1 = Each time you activate a person card, take 1 gold (not for activating the Count himself).
macao-cardtext-graf_2 = Each time you activate a person card, take 1 gold (not for activating the Count himself).
macao-cardtext-heiler_1 = Each time you activate a person card, you pay 1 cube less.
macao-cardtext-heiler_2 = Each time you activate a person card, you pay 1 cube less.
macao-cardtext-baronesse_rang = Game end: 1 PP for every 2 spaces your disc has advanced on the wall (space number / 2, rounded down).
macao-cardtext-baronesse_handel = Game end: 1 PP for each goods tile you have delivered during the game.
macao-cardtext-baronesse_reichtum = Game end: 1 PP for every 2 gold you own.
macao-cardtext-gouverneur = Game end: 2 PP for each office category (of 6) in which you have at least 1 activated office card.
macao-cardtext-hebamme = Game end: 1 PP for each of your activated person cards, this one included.
macao-cardtext-ratsherr = Game end: 2 PP for each of your city markers that is not part of your largest connected area.
macao-cardtext-vizegouverneur = Game end: 1 PP for each of your activated office cards.
macao-good-lacquer = Lacquerware
macao-good-rice = Rice
macao-good-tea = Tea
macao-good-jade = Jade
macao-good-silk = Silk
macao-good-paper = Paper
macao-good-porcelain = Porcelain
macao-good-spices = Spices

## The Voyages of Marco Polo: rules help

marco_polo-help-title-overview = Overview
marco_polo-help-title-round = The round and the dice
marco_polo-help-title-actions = The six actions
marco_polo-help-title-travel = Travel and trading posts
marco_polo-help-title-contracts = Contracts
marco_polo-help-title-bonus = Bonus actions
marco_polo-help-title-characters = Characters and goal cards
marco_polo-help-title-scoring = Game end and scoring
marco_polo-help-text-overview = **The Voyages of Marco Polo** (2–4 players, 5 rounds): each round you roll your dice and place them on action spaces to earn goods, camels and coins, take and fulfil contracts, and travel from Venezia towards Beijing, leaving trading posts in the cities you reach. Points come from contracts, trading posts, Beijing, your secret goal cards and coins.
    Everyone starts with 5 dice, 9 trading posts, 2 camels, one starting contract and 7/8/9/10 coins in seat order. Each player has a character with a special power. In the default *pro* variant the characters are drafted and you keep 2 of 4 goal cards; the *first* variant deals the rulebook's first-game characters and 2 goals.
    Dice are named by value: **4** is your own die, **4b** a black one, **4w** the white one: `place silk 4,5b` puts your 4 and a black 5 on silk. The list of your moves shows what is legal.
marco_polo-help-text-round =
    At the start of a round, whoever travelled last becomes start player (nobody travelled: no change); small cities with your posts and characters pay their income; everyone rolls. A roll under 15 pips gives 1 camel or coin per missing pip, mixed as you like: `compensate 1 camels 2 coins`.
    In turn order, each player performs exactly one action (placing dice) while they have dice, with any bonus actions before or after it, then types `end`. A player without dice is out of the round; the round ends when all dice are used.
    Place as many dice as the space shows; the lowest die counts. An occupied space costs as many coins as your lowest placed die. Your colour may use each space once per round; black and white dice are no colour, so with them alone you may use it again, and they may join your own dice. A city card takes one die per round in total.
marco_polo-help-text-actions =
    • **5 coins**, 1 die of any value: `place coins 3`.
    • **Bazaar**: camels and pepper take 1 die, silk 2, gold 3; the lowest die picks the row. A lower row is allowed, but the menus offer it only where it gives an extra the higher rows lack (never for camels): `place camels 4`, `place silk 4,5`, `place gold 3,4,6`, `place pepper 6 row 5`.
    • **Khan's favour**: 1 die, 1 good of your choice and 2 camels, no fee; only 4 places, each die at least as high as the one before: `place khan 3`, then `good gold`.
    • **Contracts**: 1 die, take 1 or 2 contracts up to that number: `place contracts 5`.
    • **Travel**: 2 dice: `place travel 2,4b`.
    • **City card**: 1 die on the card of a large city where you have a post (from your turn after placing it), usable once per round by one player; most cards repeat as often as the die shows: `city karakorum 3`, then e.g. `use 3` or `use 2 camels>coins`.
marco_polo-help-text-travel =
    The lower travel die is the most steps you may move (at least 1). Pay 3/7/12/12/18/18 coins for 1–6 steps actually moved, plus the camels or coins drawn between places. Each step goes to the next place; back and forth is allowed. Type the path: `travel venezia-oasis-a-moscow` (two figures: `travel venezia-alexandria + venezia-oasis-a`).
    Ending in a large city places a trading post; its city card is yours to use from your next turn, and the first post there takes the office bonus. Ending in a small city places a post and pays its bonus now and at every round start. Oases give nothing. One post per city and player, none in Venezia; in Beijing the post takes the best free space (10/7/4/1). Your 8th post scores 5, your 9th 10. With no post left you move one of yours: `relocate anxi`.
marco_polo-help-text-contracts =
    With the contracts action (1 die) take 1 or 2 contracts from spaces up to your die; space 5 adds 1 coin or 1 camel, space 6 two coins or two camels: `contract take 2,5 camels`. The rest slide left; if the row runs empty during a round, 2 contracts come from the special pile. You hold at most 2 active contracts: a new one goes onto your tableau and an old one leaves (`drop c07`).
    Fulfilling is a bonus action: pay the camels and goods on the left, gain the reward and points on the right: `fulfil c07`, or `fulfil 1` for your first active contract. A contract drawn from the special pile onto a full tableau is seen only by you: keep it instead of one of yours (`drop c05`), or put it back under the pile unseen with `decline` (the others read only that you returned a contract). At round end the remaining contracts go under the special pile and 6 new ones are laid out.
marco_polo-help-text-bonus =
    Before or after your action (never during it), as often as you like:
    • fulfil a contract: `fulfil 1`;
    • put 1 die on the money bag for 3 coins, no fee: `bag 2`;
    • pay 1 camel to reroll a die: `reroll 3`;
    • pay 2 camels to turn a die up or down by one, never between 6 and 1: `bump 4 up`, `bump 2b down`;
    • pay 3 camels for a black die, rolled at once: `buy black` (once per turn).
    When you are done, `end` ends your turn. Until then you may undo your own moves, never past a die roll, a card drawn or new contracts turned up.
marco_polo-help-text-characters =
    In the pro variant, draft a character with `pick berke` and keep 2 of your 4 goal cards with `keep 4,12`; your menu names each card's cities and points, and the others read only that you kept 2 goal cards.
    • Raschid: never rolls, sets each die when placing it; no compensation.
    • Matteo: the white die and the top special-pile contract every round.
    • Berke: never pays for occupied spaces.
    • Mercator: 1 of the good (or camel) whenever another player uses a bazaar; with 2–3 players also 1 camel for their Khan's favour, with 2 also 2 coins for their 5 coins.
    • Kubilai: starts in Beijing with a post on its 10 space.
    • Niccolò: a second figure; steps may be split between both; 1 camel every round.
    • Wilhelm: 11 posts; places one in every city he passes; his 11th scores 10.
    • Johannes: jumps from any oasis to any other in 1 step; 3 coins every round.
    Each goal card names 2 cities: a post in both scores the card's points.
marco_polo-help-text-scoring =
    During the game you score for contracts, your 8th and 9th post, some city cards and bonuses; scores start at 0 and may go negative. After round 5:
    • each goal card with posts in both its cities: the card's points;
    • distinct goal cities with your post: 1/2/3/4 give 1/3/6/10;
    • 1 point per 10 coins;
    • a post in Beijing: its space's points, plus 1 per 2 goods (camels are no goods);
    • most contracts fulfilled (`fulfil 1`): 7 (shared by all tied; nobody if none were fulfilled).
    Ties go to the player with more camels, then the win is shared.

## The Voyages of Marco Polo: move labels (menus) and what the table reads after them

marco_polo-move-place = Place { $dice } on { $space }: { $more }
marco_polo-move-city = Place { $die } on the city card in { $city }: { $effect }
marco_polo-move-city_slot = Place { $die } on the city card in { $city }
marco_polo-move-take_spaces = Take the contracts on spaces { $slots }
marco_polo-move-take_spaces_bonus = Take the contracts on spaces { $slots }, bonus { $bonus }
marco_polo-move-decline_hidden = Return the drawn contract under the special pile
marco_polo-move-relocate_from = Move your post from { $city }
marco_polo-move-bag = Put { $die } on the money bag: 3 coins
marco_polo-move-reroll = Reroll { $die } (1 camel)
marco_polo-move-bump = Turn { $die } to { $to } (2 camels)
marco_polo-move-buy_black = Buy a black die (3 camels)
marco_polo-move-fulfil = Fulfil { $contract }
marco_polo-move-end = End your turn
marco_polo-move-good = Take { $good }
marco_polo-move-take = Take { $slots }
marco_polo-move-take_bonus = Take { $slots }, bonus { $bonus }
marco_polo-move-swap = Take { $new }, discard { $contract }
marco_polo-move-drop = Discard { $contract }
marco_polo-move-decline = Return { $contract } under the special pile
marco_polo-move-travel = Travel { $route }
marco_polo-move-travel_cost = Travel { $route } ({ $cost })
marco_polo-move-skip = Forfeit the step (cannot pay)
marco_polo-move-use = Use the city card { $times }×
marco_polo-move-use_bonus = { $n ->
        [one] City bonus
       *[other] City bonuses
    } of { $cities }
marco_polo-move-use_bonus_paid = Pay { $cost }: city bonuses of { $cities }
marco_polo-move-use_repeat = Use { $times }×: { $cost } → { $reward }
marco_polo-move-other_bonus = Take city bonus { $letter }: { $reward }
marco_polo-move-compensate = Take { $camels } { $camels ->
        [one] camel
       *[other] camels
    } and { $coins } { $coins ->
        [one] coin
       *[other] coins
    }
marco_polo-move-relocate = Move your post from { $city } to { $to }
marco_polo-move-pick = Choose { $character }
marco_polo-move-keep_cards = Keep { $cards }
marco_polo-did-place = { $player } placed { $dice } on { $space }: { $more }.
marco_polo-did-city = { $player } placed { $die } on the city card in { $city }.
marco_polo-did-city_slot = { $player } placed { $die } on the city card in { $city }.
marco_polo-did-take_spaces = { $player } took the contracts on spaces { $slots }.
marco_polo-did-take_spaces_bonus = { $player } took the contracts on spaces { $slots }, bonus { $bonus }.
marco_polo-did-decline_hidden = { $player } put the drawn contract back under the special pile, unseen.
marco_polo-did-relocate_from = { $player } moved the trading post from { $city }.
marco_polo-did-bag = { $player } put { $die } on the money bag: 3 coins.
marco_polo-did-reroll = { $player } rerolled { $die } for 1 camel.
marco_polo-did-bump = { $player } turned { $die } to { $to } for 2 camels.
marco_polo-did-buy_black = { $player } bought a black die for 3 camels.
marco_polo-did-fulfil = { $player } fulfilled { $contract }.
marco_polo-did-end = { $player } ended the turn.
marco_polo-did-good = { $player } took { $good }.
marco_polo-did-take = { $player } took { $slots }.
marco_polo-did-take_bonus = { $player } took { $slots }, bonus { $bonus }.
marco_polo-did-swap = { $player } took { $new } and discarded { $contract }.
marco_polo-did-drop = { $player } discarded { $contract }.
marco_polo-did-decline = { $player } returned { $contract } under the special pile.
marco_polo-did-travel = { $player } travelled { $route }.
marco_polo-did-travel_cost = { $player } travelled { $route } for { $cost }.
marco_polo-did-skip = { $player } forfeited the step (cannot pay).
marco_polo-did-use = { $player } used the city card { $times }×.
marco_polo-did-use_bonus = { $player } took the city { $n ->
        [one] bonus
       *[other] bonuses
    } of { $cities }.
marco_polo-did-use_bonus_paid = { $player } paid { $cost } for the city bonuses of { $cities }.
marco_polo-did-use_repeat = { $player } used the city card { $times }×: { $cost } → { $reward }.
marco_polo-did-other_bonus = { $player } took city bonus { $letter }: { $reward }.
marco_polo-did-compensate = { $player } took { $camels } { $camels ->
        [one] camel
       *[other] camels
    } and { $coins } { $coins ->
        [one] coin
       *[other] coins
    } for the low roll.
marco_polo-did-relocate = { $player } moved the trading post from { $city } to { $to }.
marco_polo-did-pick = { $player } chose { $character }.
marco_polo-did-keep_cards = { $player } kept { $cards }.
marco_polo-move-keep = Keep 2 goal cards
marco_polo-secret-keep = { $player } kept 2 goal cards.
marco_polo-did-reroll_result = { $player } rerolled { $die } for 1 camel: now { $value }.
marco_polo-space-coins = the 5-coins space
marco_polo-space-camels = the camel bazaar
marco_polo-space-pepper = the pepper bazaar
marco_polo-space-silk = the silk bazaar
marco_polo-space-gold = the gold bazaar
marco_polo-space-khan = Khan's favour
marco_polo-space-contracts = the contracts space
marco_polo-space-travel = the travel space
marco_polo-gain-coins = 5 coins
marco_polo-gain-khan = 2 camels and 1 good of your choice
marco_polo-gain-contracts = 1 or 2 contracts from spaces up to { $n }
marco_polo-gain-travel = up to { $n } { $n ->
        [one] step
       *[other] steps
    }
marco_polo-row = row { $row }
marco_polo-fee = fee { $fee }
marco_polo-city_bonus = { $city } ({ $reward })
marco_polo-ev-round = Round { $round } began; { $start } was the start player.
marco_polo-ev-rolled = { $player } rolled { $dice }.
marco_polo-ev-income = { $player } received the round's income: { $sources }.
marco_polo-ev-dice_unset = { $player } took { $n } { $n ->
        [one] die
       *[other] dice
    } without rolling (Raschid ad-Din Sinan sets them when placing).
marco_polo-ev-mercator = { $player } received { $reward } as Mercator ex Tabriz: { $mover } used { $space }.
marco_polo-ev-post = { $player } placed a trading post in { $city }.
marco_polo-ev-office = { $player } took the office bonus in { $city }: { $reward }.
marco_polo-ev-black_die = { $player } took a black die and rolled { $value }.
marco_polo-ev-black_die_unset = { $player } took a black die (set when placed).
marco_polo-ev-no_black_die = { $player } got no black die: none was left.
marco_polo-ev-special_empty = { $player } got no contract: the special pile was empty.
marco_polo-ev-drawn = { $player } took { $contract } from the special pile.
marco_polo-ev-drawn_hidden = { $player } drew a contract from the special pile and decides about it.
marco_polo-ev-drawn_secret = { $player } drew { $contract } from the special pile.
marco_polo-ev-refill = The empty row was refilled from the special pile: { $contracts }.
marco_polo-ev-game_over = The game ended.
marco_polo-opening-draft = Characters are chosen in reverse seat order, { $first } first; { $start } starts the first round.
marco_polo-step-coins = 5 coins
marco_polo-step-camels = Camel bazaar
marco_polo-step-pepper = Pepper bazaar
marco_polo-step-silk = Silk bazaar
marco_polo-step-gold = Gold bazaar
marco_polo-step-khan = Khan's favour
marco_polo-step-contracts = Take contracts
marco_polo-step-travel = Travel
marco_polo-step-city = City card
marco_polo-step-fulfil = Fulfil a contract
marco_polo-step-bag = Money bag: 3 coins
marco_polo-step-reroll = Reroll a die (1 camel)
marco_polo-step-bump = Turn a die (2 camels)
marco_polo-step-black = Buy a black die (3 camels)
marco_polo-step-end = End your turn
marco_polo-step-good = Goods
marco_polo-step-take = Take contracts
marco_polo-step-only = Only this one
marco_polo-step-drop = Discard a contract
marco_polo-step-keep_new = Keep it, discard one of yours
marco_polo-step-decline = Return it under the special pile
marco_polo-step-skip = Forfeit the step (cannot pay)
marco_polo-step-use = Use the city card
marco_polo-step-bonus = Another city's bonus
marco_polo-step-compensate = Camels and coins
marco_polo-step-relocate = Move a trading post
marco_polo-step-pick = Characters
marco_polo-step-keep = Goal cards
marco_polo-step-free = free
marco_polo-step-direct = direct
marco_polo-step-card = { $city }: { $effect }
marco_polo-step-bump_to = { $die } → { $to }
marco_polo-step-lowest = Lowest die { $die }
marco_polo-step-and_die = with { $die }
marco_polo-step-dice = { $dice }: { $more }
marco_polo-step-goods = { $a } and { $b }
marco_polo-step-bonus_letter = { $letter }: { $reward }
marco_polo-step-character = { $name }: { $ability }
marco_polo-step-goals = { $a } · { $b }
marco_polo-step-slot = { $slot }: { $contract }
marco_polo-step-slot_bonus = Bonus { $bonus }
marco_polo-step-to = To { $place }
marco_polo-step-figure_to = Figure { $figure } to { $place }
marco_polo-step-stays = Figure { $figure } stays in { $place }
marco_polo-step-via = via { $places }
marco_polo-step-route = { $via }: { $cost }
marco_polo-step-times = { $times }×
marco_polo-step-use_times = { $times }×: { $cost } → { $reward }
marco_polo-step-bonuses = { $n } city { $n ->
        [one] bonus
       *[other] bonuses
    } for { $cost }
marco_polo-step-items = { $items }
marco_polo-step-pairs = { $n } { $n ->
        [one] pair
       *[other] pairs
    } of different goods
marco_polo-pair = { $a } + { $b }
marco_polo-mode-camels_coins = camels → coins
marco_polo-mode-coins_camels = coins → camels
marco_polo-mode-vp_coins = points → coins
marco_polo-mode-coins_vp = coins → points
marco_polo-mode-goods_camels = goods → camels
marco_polo-mode-camels_goods = camels → goods

## The Voyages of Marco Polo: places, cards, refusals, picker steps

marco_polo-title = The Voyages of Marco Polo
marco_polo-hint = Try e.g. `place silk 4,5`, `travel venezia-oasis-a-moscow`, `contract take 2,5 camels`, `fulfil c07` / `fulfil 1`, `reroll 3`, `bump 4 up`, `city karakorum 3`, `end`.
marco_polo-item-pepper = pepper
marco_polo-item-silk = silk
marco_polo-item-gold = gold
marco_polo-item-camels = camels
marco_polo-item-coins = coins
marco_polo-amount-coins = { $n } { $n ->
        [one] coin
       *[other] coins
    }
marco_polo-amount-camels = { $n } { $n ->
        [one] camel
       *[other] camels
    }
marco_polo-amount-pepper = { $n } pepper
marco_polo-amount-silk = { $n } silk
marco_polo-amount-gold = { $n } gold
marco_polo-amount-vp = { $n } VP
marco_polo-amount-good = { $n } { $n ->
        [one] good
       *[other] goods
    } of your choice
marco_polo-amount-goods2 = 2 different goods
marco_polo-amount-move = Move { $n }
marco_polo-amount-black_die = { $n } black { $n ->
        [one] die
       *[other] dice
    }
marco_polo-amount-contract = { $n } { $n ->
        [one] contract
       *[other] contracts
    }
marco_polo-amount-bonus = { $n } city { $n ->
        [one] bonus
       *[other] bonuses
    }
marco_polo-amount-other = another city's bonus
marco_polo-contract = { $id } (costs { $cost }; reward: { $reward })
marco_polo-die-b = black { $value }
marco_polo-die-w = white { $value }
marco_polo-and = { $items } and { $last }
marco_polo-goal = { $large } + { $small } ({ $vp } VP, now { $now }, { $have }/2)
marco_polo-card-span = { $span }: { $reward }
marco_polo-card-table = die { $a }; { $b }
marco_polo-card-multiply = { $reward } per pip
marco_polo-card-count_posts = { $reward } per trading post, up to the die
marco_polo-card-count_contracts = { $reward } per fulfilled contract, up to the die
marco_polo-card-repeat = { $cost } → { $reward }, as often as the die
marco_polo-card-exchange = { $cost1 } → { $reward1 } or { $cost2 } → { $reward2 }, as often as the die
marco_polo-card-in = the city card in { $city } ({ $effect })
# Places on the map: the cities as printed, the oases by their letter.
marco_polo-place-venezia = Venezia
marco_polo-place-moscow = Moscow
marco_polo-place-anxi = Anxi
marco_polo-place-karakorum = Karakorum
marco_polo-place-beijing = Beijing
marco_polo-place-samarcanda = Samarcanda
marco_polo-place-kashgar = Kashgar
marco_polo-place-lan_zhou = Lan-Zhou
marco_polo-place-xian = Xian
marco_polo-place-alexandria = Alexandria
marco_polo-place-ormuz = Ormuz
marco_polo-place-karachi = Karachi
marco_polo-place-sumatra = Sumatra
marco_polo-place-adana = Adana
marco_polo-place-kochi = Kochi
marco_polo-place-oasis_a = Oasis A
marco_polo-place-oasis_b = Oasis B
marco_polo-place-oasis_c = Oasis C
marco_polo-place-oasis_d = Oasis D
marco_polo-place-oasis_e = Oasis E
marco_polo-place-oasis_f = Oasis F
marco_polo-place-oasis_g = Oasis G
marco_polo-place-oasis_h = Oasis H
marco_polo-place-oasis_i = Oasis I
marco_polo-place-oasis_j = Oasis J
marco_polo-route = { $a } → { $b }
marco_polo-routes = { $a }; { $b }
marco_polo-slot_numbered = { $city } { $n }
marco_polo-character-raschid = Raschid ad-Din Sinan
marco_polo-character-matteo = Matteo Polo
marco_polo-character-berke = Berke Khan
marco_polo-character-mercator = Mercator ex Tabriz
marco_polo-character-kubilai = Kubilai Khan
marco_polo-character-niccolo = Niccolò and Marco Polo
marco_polo-character-wilhelm = Wilhelm von Rubruk
marco_polo-character-johannes = Johannes Caprini
marco_polo-ability-raschid = sets his dice instead of rolling
marco_polo-ability-matteo = white die and a contract each round
marco_polo-ability-berke = never pays for occupied spaces
marco_polo-ability-mercator = 1 of each good others buy at the bazaar
marco_polo-ability-kubilai = starts in Beijing on the 10 space
marco_polo-ability-niccolo = two figures; 1 camel each round
marco_polo-ability-wilhelm = posts in every city passed; 11 posts
marco_polo-ability-johannes = jumps between oases; 3 coins each round
marco_polo-ask-turn = Your turn: place dice on an action (bonus actions before or after).
marco_polo-ask-after = Take bonus actions or end your turn.
marco_polo-ask-good = Choose a good ({ $n } left).
marco_polo-ask-goods2 = Choose two different goods.
marco_polo-ask-take_contracts = Take 1 or 2 contracts from spaces up to { $n }.
marco_polo-ask-drop_contract = You hold too many contracts: discard an old one.
marco_polo-ask-new_contract = New contract { $item }: keep it instead of one of yours, or return it under the special pile.
marco_polo-ask-new_contract_hidden = A contract from the special pile: keep it instead of one of yours, or return it.
marco_polo-ask-travel = Travel up to { $n } { $n ->
        [one] step
       *[other] steps
    }.
marco_polo-ask-city = Use { $item } with a { $n }.
marco_polo-ask-other_bonus = Choose another city bonus.
marco_polo-ask-compensate = Low roll: split { $n } between camels and coins.
marco_polo-ask-relocate = No posts left: choose a post to move to { $item }.
marco_polo-ask-draft = Choose your character.
marco_polo-ask-goals = Keep 2 of your 4 goal cards.
# Why the AI advises a move (engine/marco_polo/advice.py).
marco_polo-advice-contract = +{ $points } VP from contract { $contract }
marco_polo-advice-reaches = reaches { $city }
marco_polo-advice-contracts = { $n ->
    [one] 1 more contract
   *[other] { $n } more contracts
}
marco_polo-advice-coins = +{ $n } coins
marco_polo-advice-goods = { $n ->
    [one] 1 more good
   *[other] { $n } more goods
}
marco_polo-advice-camels = { $n ->
    [one] 1 more camel
   *[other] { $n } more camels
}
marco_polo-advice-points = +{ $points } VP
marco_polo-score-track = Points during the game
marco_polo-score-goal_cards = Goal cards
marco_polo-score-goal_cities = Different goal cities
marco_polo-score-coins = 1 per 10 coins
marco_polo-score-beijing = Beijing space
marco_polo-score-goods = 1 per 2 goods (Beijing)
marco_polo-score-contracts = Most contracts
marco_polo-err-decision = `{ $move }` does not answer the open decision: { $prompt }
marco_polo-err-slot_bonus = `{ $move }`: say camels or coins for the bonus of space 5 or 6, e.g. `contract take 2,5 camels`.
marco_polo-err-travel_figures = { $n ->
        [one] Name one route, for your figure.
       *[other] Name { $n } routes, one for each of your figures.
    }
marco_polo-err-travel_start = A route starts where your figure stands: { $place }.
marco_polo-err-travel_road = There is no road along { $route }.
marco_polo-err-travel_steps = You may travel 1 to { $n } { $n ->
        [one] step
       *[other] steps
    }, not { $steps }.
marco_polo-err-travel_cost = That journey costs { $camels } { $camels ->
        [one] camel
       *[other] camels
    } and { $coins } { $coins ->
        [one] coin
       *[other] coins
    }; you have { $have_camels } and { $have_coins }.
marco_polo-err-goods_differ = Choose two different goods.
marco_polo-err-contract_slots = { $n ->
        [one] Only the contract on space 1 is open to you, not { $slots }.
       *[other] Take 1 or 2 different contracts from spaces 1 to { $n }, not { $slots }.
    }
marco_polo-err-no_slot_bonus = Only spaces 5 and 6 carry a bonus: name no camels or coins for the others.
marco_polo-err-other_bonus = Bonus { $letter } is the one that grants another city's bonus: choose any other.
marco_polo-err-compensate = Split exactly { $n } between camels and coins, not { $got }.
marco_polo-err-relocate = Move a post of yours from another city: { $city } is not one.
marco_polo-err-character = { $character } is not on offer; choose from { $offered }.
marco_polo-err-goals = Keep 2 different goal cards of your offer: { $offer }.
marco_polo-err-main_done = You already took your action this turn.
marco_polo-err-action_first = You have not taken your action yet: place dice on an action space first (or put a die in the bag with `bag`).
marco_polo-err-no_decision = `{ $move }` answers a decision, and none is open. { $prompt }
marco_polo-err-space = There is no action space `{ $space }`.
marco_polo-err-dice_count = This space takes { $need } { $need ->
        [one] die
       *[other] dice
    }, not { $got }.
marco_polo-err-no_dice_left = You have no dice left.
marco_polo-err-no_such_dice = You do not have { $count ->
        [one] the die
       *[other] the dice
    } { $dice }.
marco_polo-err-no_such_dice_held = You do not have { $count ->
        [one] the die
       *[other] the dice
    } { $dice }; your dice show { $held }.
marco_polo-err-raschid_values = Set all dice of one placement to the same value.
marco_polo-err-colour_used = Your colour is already on this space (black or white dice are allowed).
marco_polo-err-no_rows = Only the bazaars have rows; name no row here.
marco_polo-err-row = Row { $row } is not open to you: with a lowest die of { $low } you may choose row 1 to { $low }.
marco_polo-err-no_city_card = There is no city card in { $city }.
marco_polo-err-card_used = The city card of { $city } was already used this round.
marco_polo-err-no_post = You need a trading post in { $city } to use its city card.
marco_polo-err-post_too_new = Your post in { $city } is new: its city card can be used from your next turn.
marco_polo-err-card_unaffordable = You cannot use the city card of { $city } even once with a { $die }: you lack what it asks.
marco_polo-err-fee = The space is occupied: the fee is { $fee } { $fee ->
        [one] coin
       *[other] coins
    }, and you have { $coins }.
marco_polo-err-khan_full = Khan's favour is full.
marco_polo-err-khan_low = Khan's favour needs a die of at least { $need } (the highest there), not { $low }.
marco_polo-err-no_contracts = No contracts are on display.
marco_polo-err-cannot_travel = You cannot pay for even one step (you have { $camels } { $camels ->
        [one] camel
       *[other] camels
    } and { $coins } { $coins ->
        [one] coin
       *[other] coins
    } after the fee).
marco_polo-err-camels = That costs { $need }; you have { $have }.
marco_polo-err-black_bought = You have already bought a black die this round.
marco_polo-err-no_black_dice = No black die is left to buy.
marco_polo-err-bump_limit = Your { $die } cannot be turned further that way (dice show 1 to 6).
marco_polo-err-contract_fulfilled = You have already fulfilled contract { $contract }.
marco_polo-err-no_contract_held = You do not hold contract { $contract }; you hold no contracts.
marco_polo-err-contract_not_held = You do not hold contract { $contract }; yours: { $held }.
marco_polo-err-contract_lacks = Contract { $contract } needs { $need }; you have { $have }.

## Board images: shared labels

render-to_move = To move:
render-game_over = Game over
render-winner = Winner:
render-place = Place { $n }
render-paused_until = Paused until { $date }, { $time } UTC
render-turn = Turn { $n }
render-you = you
render-spectator = Spectator view
render-last_move = Last move:
render-score-at_end = ≈{ $n } at the end
render-points = { $n ->
        [one] point
       *[other] points
    }
render-score_total = { $n } { $n ->
        [one] point
       *[other] points
    }

## Board images: Caravan

render-caravan-actions_left = { $n } { $n ->
        [one] action
       *[other] actions
    } left
render-caravan-bag = Bag: { $n }
render-caravan-end_triggered = Bag empty: the next delivery ends the game
render-caravan-delivered = Delivered
render-caravan-demand = demand
render-caravan-theft = Theft markers: { $n }
render-caravan-held = Held: { $n }
render-caravan-held_penalty = Held: { $n } (−{ $penalty })
render-caravan-reserve = Off board
render-caravan-last-place = { $player } placed a camel on { $to }
render-caravan-last-move = { $player } moved a camel { $from } → { $to }
render-caravan-last-take = { $player } took { $good } on { $to }
render-caravan-last-steal = { $player } stole { $good } on { $to }
render-caravan-last-carry = { $player } carried { $good } { $from } → { $to }
render-caravan-last-deliver = { $player } delivered { $good } ({ $from } → { $to })
render-caravan-last-pass = { $player } passed
render-caravan-legend-carried = carried
render-caravan-legend-stolen = stolen (under it): safe until moved
render-caravan-legend-space = goods space
render-caravan-legend-demand = demand markers, 1 point each
render-caravan-legend-rare = rare: 6 points
render-caravan-legend-from = last move from
render-caravan-legend-to = to

## Score charts

render-chart-title = { $game }: scores over the game
render-chart-chances_title = { $game }: chances of winning over the game, by the AI's estimate
render-chart-rounds = Round
render-chart-turns = Turn

## Board images: Macao (card summaries are built from these pieces)

render-macao-round = Round { $round } of { $rounds }
render-macao-phase-start_pick = Start cards
render-macao-phase-start_cubes = Start cubes
render-macao-phase-draft = Card phase
render-macao-phase-dice = Dice phase
render-macao-phase-actions = Action phase
render-macao-phase-over = Game over
render-macao-city = City
render-macao-wall = Wall (turn order)
render-macao-sea = Sea
render-macao-tribute = Tribute
render-macao-tribute_rate = { $gold } gold → { $pp } PP, once per turn
render-macao-gold = gold
render-macao-pp = PP
render-macao-dice = Dice
render-macao-dice_unrolled = not rolled yet
render-macao-offer = Cards to take
render-macao-offices_from = Offices from round { $round }
render-macao-deck = Deck { $deck } · discard { $discard }
render-macao-turn_position = #{ $n } in turn order
render-macao-prestige = PP
render-macao-gold_count = { $n } gold
render-macao-final = PP final
render-macao-in_game = { $n } during the game
render-macao-standings = Final score:
render-macao-standing = { $place }: { $name }, { $n } PP
render-macao-final_place = Final scoring · place { $n }
render-macao-total = Total
render-macao-legend = Card types:
render-macao-goods_legend = Goods (tiles and ports):
render-macao-penalties = { $n } × −3
render-macao-markers = { $n } { $n ->
        [one] marker
       *[other] markers
    } left
render-macao-jokers = { $n } { $n ->
        [one] joker
       *[other] jokers
    }
render-macao-rose = Wind rose
render-macao-supply = Supply
render-macao-tableau = Tableau ({ $n }/{ $slots })
render-macao-active = Activated cards
render-macao-none = none
render-macao-ship = Ship: { $at }
render-macao-delivered = { $n } { $n ->
        [one] good
       *[other] goods
    } delivered
render-macao-budget = { $n } free ship { $n ->
        [one] move
       *[other] moves
    } left
render-macao-discount = next district −{ $n } { $n ->
        [one] cube
       *[other] cubes
    }
render-macao-type-office = Office
render-macao-type-building = Building
render-macao-type-person = Person
render-macao-fx-pp = { $n } PP
render-macao-fx-gold = { $n } gold
render-macao-fx-cube_any = { $n } { $n ->
        [one] cube
       *[other] cubes
    }
render-macao-fx-wall_free = wall +{ $n } free
render-macao-fx-ship_free = ship +{ $n } free
render-macao-fx-district_discount = next district −{ $n } { $n ->
        [one] cube
       *[other] cubes
    }
render-macao-fx-take = +{ $what }
render-macao-fx-if = { $cond } → { $gain }
render-macao-fx-per = { $gain } per { $counter }
render-macao-fx-per_step = { $gain } per { $step } { $counter }
render-macao-fx-exchange = { $pay } → { $get }
render-macao-fx-exchange_max = { $pay } → { $get }, up to { $n }×
render-macao-fx-exchange_any = { $pay } → { $get }, any number
render-macao-fx-distinct = 1 per colour
render-macao-fx-trigger = each { $event }: { $gain }
render-macao-fx-endgame = End: { $pp } PP/{ $counter }
render-macao-fx-endgame_step = End: { $pp } PP per { $step } { $counter }
render-macao-fx-no_double = (not ×2)
render-macao-cond-offices_used_this_round = office used this round
render-macao-cond-gold_received_this_round = gold received this round
render-macao-cond-ship_spaces_moved_this_round = ship moved { $n }+ { $n ->
        [one] space
       *[other] spaces
    } this round
render-macao-cond-discs_above_own = disc on top of yours
render-macao-cond-generic = { $counter } ≥ { $n }
render-macao-counter-active_offices = { $category } office
render-macao-counter-districts_owned = city marker
render-macao-counter_many-districts_owned = city markers
render-macao-counter_many-wall_position = wall spaces
render-macao-counter_many-gold = gold
render-macao-counter-districts_largest_area = marker in largest area
render-macao-counter-districts_outside_largest = marker outside largest area
render-macao-counter-dark_districts_owned = dark district
render-macao-counter-discs_above_own = disc on top of yours
render-macao-counter-dice_chosen_showing_1 = die showing 1
render-macao-counter-active_cards-office = activated office
render-macao-counter-active_cards-building = activated building
render-macao-counter-active_cards-person = activated person
render-macao-counter-office_categories_active = office category
render-macao-counter-endgame_cards_active = end-game card
render-macao-counter-card_sets = set office+building+person
render-macao-counter-goods_delivered = tile delivered
render-macao-counter-gold = gold
render-macao-counter-wall_position = wall space
render-macao-counter-offices_used_this_round = office used
render-macao-counter-gold_received_this_round = gold received
render-macao-counter-ship_spaces_moved_this_round = ship space
render-macao-event-deliver_tile = tile delivered
render-macao-event-take_district = district
render-macao-event-buy_tribute = tribute bought
render-macao-event-activate_card = card activated
render-macao-event-activate_card-office = office activated
render-macao-event-activate_card-building = building activated
render-macao-event-activate_card-person = person activated
render-macao-rule-activation_cost-office = offices cost { $n } { $n ->
        [one] cube
       *[other] cubes
    } less
render-macao-rule-activation_cost-building = buildings cost { $n } { $n ->
        [one] cube
       *[other] cubes
    } less
render-macao-rule-activation_cost-person = persons cost { $n } { $n ->
        [one] cube
       *[other] cubes
    } less
render-macao-rule-activation_payment = 1×/round: activate by showing cost
render-macao-rule-card_draft_optional = Phase 1: may take no card
render-macao-rule-district_cost = every district −{ $n } { $n ->
        [one] cube
       *[other] cubes
    }
render-macao-rule-district_colour = district: { $n } { $n ->
        [one] cube
       *[other] cubes
    } of any colour
render-macao-rule-districts_per_turn = up to { $n } { $n ->
        [one] district
       *[other] districts
    } per turn
render-macao-rule-wall_cost = wall: each extra space { $n } { $n ->
        [one] cube
       *[other] cubes
    }
render-macao-rule-wall_stack_order = your disc is always on top
render-macao-rule-port_entry_cost = entering a port costs no cube
render-macao-rule-delivery_multiplier = { $good } deliveries ×{ $n }
render-macao-rule-joker_value = jokers count ×{ $n }
render-macao-rule-tribute_price = tribute costs { $n } gold less
render-macao-rule-tribute_per_turn = tribute up to { $n }× per turn
render-macao-rule-endgame_tableau_penalty = End: tableau cards cost no penalty
render-macao-phase_mark-1 = Phase 1:{ " " }
render-macao-phase_mark-2 = Phase 2:{ " " }

## Board images: The Voyages of Marco Polo

render-marco_polo-round = Round { $round } of 5
render-marco_polo-phase-draft = character draft
render-marco_polo-phase-goals = choosing goal cards
render-marco_polo-phase-income = income
render-marco_polo-phase-compensation = low-roll compensation
render-marco_polo-phase-turns = { "" }
render-marco_polo-phase-over = final scoring
render-marco_polo-black_dice = Black dice left: { $n }
render-marco_polo-piles = Contract piles: { $piles } · special { $special }
render-marco_polo-draft = Characters on offer:
render-marco_polo-space-coins = 5 coins
render-marco_polo-space-camels = Bazaar: camels
render-marco_polo-space-pepper = Bazaar: pepper
render-marco_polo-space-silk = Bazaar: silk
render-marco_polo-space-gold = Bazaar: gold
render-marco_polo-space-khan = Khan's favour
render-marco_polo-space-travel = Travel
render-marco_polo-space-contracts = Take contracts
render-marco_polo-space-bag = Money bag: 3 coins
render-marco_polo-note-khan = 1 die ≥ the last one · no fee
render-marco_polo-note-travel = 2 dice · steps up to the lower die
render-marco_polo-note-contracts = 1 die · 1 or 2 from the slots up to the die
render-marco_polo-note-bag = bonus action: 1 die of any value, no fee
render-marco_polo-dice_needed = { $n } dice
render-marco_polo-one_die = 1 die
render-marco_polo-bonus_title = Bonus actions, before or after your action
render-marco_polo-bonus_actions = reroll a die (1 camel) · turn a die ±1 (2 camels) · buy a black die (3 camels, once a turn) · money bag · fulfil contracts
render-marco_polo-fee = occupied: pay die value
render-marco_polo-posts_left = Posts left: { $n }
render-marco_polo-fulfilled = Fulfilled: { $n }
render-marco_polo-no_dice = no dice left
render-marco_polo-contracts = Contracts
render-marco_polo-none = none
render-marco_polo-goals = Goal cards
render-marco_polo-goals_hidden = { $n } { $n ->
        [one] goal card
       *[other] goal cards
    } (hidden)
render-marco_polo-goals_worth = Worth now: { $n } { $n ->
        [one] point
       *[other] points
    } (complete cards { $cards }, cities with a post ✓ { $cities })
render-marco_polo-goal_offer = Choose 2 of:
render-marco_polo-waiting = Waiting for: { $who }
render-marco_polo-standing = { $place }: { $name }, { $n } { $n ->
        [one] point
       *[other] points
    }
render-marco_polo-start_player = start player
render-marco_polo-winner = winner
render-marco_polo-character-none = no character yet

## The bot: tables, turns, refusals and replies of the service

bot-err-no_game = There is no game in this channel.
bot-err-game_over = { $game } is over ({ $how }): { $standings }.
bot-err-game_closed = { $game } was closed before it started.
bot-err-tables_in_threads = There is no game in this channel itself: { $count ->
        [one] its table plays
       *[other] its { $count } tables play
    } in threads of their own. Use the commands there:
bot-err-game_exists = This channel already has a game: { $game } ({ $status }). Finish or abandon it first, or play in another channel or thread.
bot-err-already_started = { $game } has already started here, so nobody can join or leave now.
bot-err-not_started = { $game } has not started yet; it can start once { $low } to { $high } players have joined.
bot-err-already_seated = You are already seated at this table; wait for the start.
bot-err-table_full = The table is full ({ $high } players). Open a game in another channel or thread.
bot-err-not_seated = You are not seated in this game, so you cannot do that, but you can watch.
bot-err-creator_cannot_leave = You opened this table, so you cannot leave it; you can close it.
bot-err-only_creator_starts = Only { $player }, who opened the table, can start the game.
bot-err-player_count = { $game } needs { $low } to { $high } players, and { $got } { $got ->
        [one] has
       *[other] have
    } joined. Wait for more players to join.
bot-err-not_your_turn = It is not your turn: the table is waiting for { $players }.
bot-err-not_saved = The connection to the database broke while your change was being saved, and it was not saved: the game is unchanged. Please try again.
bot-err-outcome_unknown = The database stopped answering while your change was being saved, so I cannot tell yet whether it was saved. Look at the board in a minute; a move you send again counts only once.
bot-msg-already_made = { $player } had already made this move; it was saved once and was not made again.
bot-err-board_changed = The board has changed; here it is now.
bot-err-cannot_undo = You cannot undo now. Only your own moves of the current turn can be taken back, never past a die roll, a draw, or another player's turn.
bot-err-abandon_not_allowed = Only { $player }, who opened the table, or someone who manages this channel can abandon the game.
bot-err-no_such_page = There is no page { $page }: the log has { $pages } { $pages ->
        [one] page
       *[other] pages
    }.
bot-err-game_ended = This game has ended.
bot-status-lobby = waiting for players
bot-status-active = in progress
bot-status-finished = finished
bot-status-abandoned = abandoned
bot-msg-ended_by_vote = ended by the table's vote
bot-msg-lobby_opened = { $player } opened a table for { $game } ({ $low } to { $high } players).
bot-msg-joined = { $player } joined the table for { $game } ({ $count } of { $high } seats taken).
bot-msg-left = { $player } left the table for { $game } ({ $count } of { $high } seats taken).
bot-msg-started = { $game } has started. Seat order: { $order }.
bot-msg-waiting_for = Waiting for { $players }.
bot-msg-undone = { $player } took back a move. Undone: { $move }
bot-msg-abandoned = { $player } abandoned the game ({ $game }). The channel is free for a new one.
bot-msg-finished = 🏁 { $game }: final scores
bot-msg-winner = Winner: { $players }
bot-msg-winners = Shared win: { $players }
bot-msg-standing = { $rank }. { $player }: { $score } { $score ->
        [one] point
       *[other] points
    }
bot-msg-placed = { $rank }. { $player } { $score }
bot-msg-score_line = { "    " }{ $label }: { $points }
bot-msg-status = { $game } ({ $status }), { $moves } { $moves ->
        [one] move
       *[other] moves
    } so far.
bot-msg-seat = Seat { $number }: { $player }
bot-msg-seat_score = Seat { $number }: { $player }, { $score } { $score ->
        [one] point
       *[other] points
    }
bot-msg-seat_score_to_act = Seat { $number }: { $player }, { $score } { $score ->
        [one] point
       *[other] points
    } (to act)
bot-msg-seat_score_projected = Seat { $number }: { $player }, { $score } { $score ->
        [one] point
       *[other] points
    } (≈{ $end } at the end)
bot-msg-seat_score_to_act_projected = Seat { $number }: { $player }, { $score } { $score ->
        [one] point
       *[other] points
    } (≈{ $end } at the end; to act)
bot-msg-log_page = Move log, page { $page } of { $pages }:
bot-msg-log_line = { $number }. { $move } (`{ $notation }`)
bot-msg-log_secret = { $number }. { $move }
# What followed a move by itself, under its log line (starts with an em space).
bot-msg-log_after = {"\u2003"}↳ { $event }
bot-msg-log_empty = No moves yet.
# What happened since a player's own last move (`/game log since:mine`), privately.
bot-msg-since_heading = { $game }: what happened since your last move (move { $number }):
bot-msg-since_start = { $game }: what happened since the game began (you have not moved yet):
bot-msg-since_nothing = Nothing has happened since then.
bot-msg-since_player = **{ $player }**
bot-msg-since_more = { $n ->
        [one] One earlier move is
       *[other] { $n } earlier moves are
    } left out here; the move log has them all.
bot-msg-since_marked = On the board, everything that changed since then is framed.
bot-msg-private_view = Your own view of { $game } in this channel (seat { $number }, { $player }).
bot-msg-board = { $game }: the board after { $moves } { $moves ->
        [one] move
       *[other] moves
    }.

## The bot: AI seats, turn clocks, hand-overs and votes

bot-ai-level-easy = easy
bot-ai-level-normal = normal
bot-ai-level-hard = hard
bot-ai-name = Caravanserai AI ({ $level })
bot-ai-name_n = Caravanserai AI { $n } ({ $level })
bot-ai-taken_over = { $player } (AI { $level })
bot-msg-order_item = { $number }. { $player }
bot-msg-ai_added = { $player } added { $ai } to the table for { $game } ({ $count } of { $high } seats taken).
bot-err-only_creator_adds_ai = Only { $player }, who opened the table, can add an AI player.
bot-err-unknown_level = There is no AI level “{ $level }”. Choose easy, normal or hard.
bot-err-seat_played_by_ai = The AI plays your seat since you left this game; to play again, ask the table.
bot-err-already_ai = You have left this game already; the AI plays your seat.
bot-err-nothing_to_rejoin = You are playing your seat yourself, so there is nothing to rejoin.
bot-err-rejoin_pending = You have asked to come back already; the table is voting on it.
bot-err-rejoin_not_running = Only a running game can be rejoined.
bot-err-cannot_undo_handover = You cannot undo now: since your move, a seat changed hands (a player left, came back or was replaced by the AI), and undo never goes past that.
bot-msg-left_to_ai = { $player } left the game ({ $game }); the AI ({ $level }) plays the seat on as { $ai }.
bot-msg-rejoin_asked = { $player } asks to play their seat again; the AI has played it since they left. { $voters }: do you agree? The majority of you decides.
bot-msg-rejoined = { $player } plays their seat again; the AI has handed it back.
bot-msg-rejoin_refused = The table declined { $player }'s return; the AI plays the seat on.
bot-msg-clock_out = { $player }'s turn clock ({ $hours } h) has run out. The other players may vote: the AI ({ $level }) plays the seat, or the game ends with the standings as they are.
bot-msg-vote_counted = Your vote is counted: { $votes } of { $voters } have voted; { $need } in favour of one choice decide.
bot-msg-voted_ai = The table voted: from now on the AI ({ $level }) plays { $player }'s seat, as { $ai }.
bot-msg-voted_end = The table voted to end the game ({ $game }) with the standings as they are.
bot-err-no_such_vote = There is no such vote at this table.
bot-err-vote_over = This vote is over ({ $outcome }); nothing was changed.
bot-err-vote_not_player = Only the players at this table vote on it, but you can watch.
bot-err-vote_own_seat = This vote is about your own seat, so the other players decide it.
bot-err-already_voted = You have already voted on this, and a vote cannot be changed.
bot-vote-outcome-ai = the AI took the seat
bot-vote-outcome-end = the game was ended
bot-vote-outcome-yes = the player came back
bot-vote-outcome-no = the return was declined
bot-vote-outcome-moot = the table has moved on since
bot-err-bad_turn_hours = A turn clock runs whole days: 24, 48, 72 … up to 720 hours; 0 turns it off.
bot-err-table_settings_not_allowed = Only { $player }, who opened the table, or someone who manages this channel can change the table's turn clock, AI level or hints.
bot-msg-table_settings = This table: turn clock { $clock }; a seat handed to the AI is played at level { $level }; { $hints }.
bot-msg-hints_on = hints allowed
bot-msg-hints_off = no hints
bot-msg-clock_off = off
bot-msg-clock_hours = { $hours } h
bot-msg-log_change = · { $change }
bot-log-left = { $player } left; from then on the AI ({ $level }) played the seat.
bot-log-voted_ai = { $player }'s turn clock ran out; by the table's vote the AI ({ $level }) played the seat from then on.
bot-log-rejoined = { $player } took the seat back.
bot-log-voted_end = { $player }'s turn clock ran out; by the table's vote the game ended with the standings as they were.

## The bot: pauses by agreement (bot/service/pauses.py)

bot-when = { $utc } UTC
bot-msg-pause_asked = { $player } asks to pause the table for { $days ->
        [one] one day
       *[other] { $days } days
    }: no turn clock and no reminders meanwhile. { $voters }: do you agree? The majority of you decides.
bot-msg-paused = The table is paused until { $when }: no turn clock and no reminders until then. Moves are still allowed; the first one ends the pause.
bot-msg-pause_declined = The table declined { $player }'s pause; the clock runs on.
bot-msg-resumed = { $player } ended the pause: the turn clock runs again from where it stood.
bot-msg-pause_ended_by_move = { $player } moved, which ends the pause: the turn clock runs again from where it stood.
bot-msg-paused_status = Paused until { $when }.
bot-err-pause_days = A pause lasts { $low } to { $high } days.
bot-err-already_paused = The table is already paused until { $when }.
bot-err-pause_pending = The table is already voting on a pause.
bot-err-not_paused = The table is not paused.
bot-err-pause_own_vote = You asked for this pause, so the other players decide it.
bot-vote-outcome-pause_yes = the table paused
bot-vote-outcome-pause_no = the pause was declined

## The bot: hints, the AI's advice for a player's own decision (bot/service/hints.py)

bot-err-hints_off = Hints are switched off at this table.
bot-hint-title = **What the AI would play** ({ $game }), for you alone:
bot-hint-line = { $rank }. { $move } (`{ $notation }`): { $chance } % chance to come out ahead, expected lead { SIGNED($lead) } · { $reasons }

## The bot: the AI's review of a finished game (bot/service/reviews.py)

bot-err-review_running = Game #{ $id } is still running: the AI reviews a game once it has ended.
bot-err-review_no_moves = Game #{ $id } ended before anyone moved: there is nothing to review.
bot-review-title = **The AI's review** of { $game } #{ $id } ({ $judged ->
    [one] 1 decision judged
   *[other] { $judged } decisions judged
}): the moves that cost each player the most by the AI's estimate of the chance to come out ahead, each with the board before it.
bot-review-seat = { $player }:
bot-review-none = { $player }: no move that cost anything, by the AI's estimate.
bot-review-move = · Move { $number }, { $chance } % to come out ahead: { $move } `{ $notation }` · Better, { $better_chance } %: { $better } `{ $better_notation }`

## The bot: limits on what players type

bot-err-move_too_long = A move is at most { $limit } characters long; that one has { $length }. Type a legal move, or choose one from the list.
bot-err-options_too_long = Game options are at most { $limit } characters long; these have { $length }.

## The bot: the daily digest, time zone and quiet hours a player sets (bot/service/schedule_settings.py)

bot-schedule-off_word = off
bot-err-setting_too_long = A digest time, time zone or quiet hours are at most { $limit } characters long; that one has { $length }. For example: 08:00, Europe/Berlin, 22:00-07:00.
bot-err-digest_time = `{ $typed }` is not a time of day. Give the digest's local time in hours and minutes, e.g. 08:00, or off to stop it.
bot-err-time_zone = `{ $typed }` is not a time zone I know. Give a zone name such as Europe/Berlin or America/New_York, or an offset from UTC such as +02:00.
bot-err-quiet_hours = `{ $typed }` are not quiet hours. Give their start and end in local time, e.g. 22:00-07:00, or off to end them.
bot-err-quiet_hours_empty = Quiet hours need an end other than their start, e.g. 22:00-07:00.

## Records: stats, leaderboard, history, replays

rec-ai_name = Caravanserai AI ({ $level })
rec-scope-server = on this server
rec-scope-global = on all servers
rec-stats-title = { "*" }*{ $player }** · results { $scope }
rec-stats-game = { "*" }*{ $game }**: { $n } { $n ->
        [one] game
       *[other] games
    }, { $wins } { $wins ->
        [one] win
       *[other] wins
    } ({ $rate } %), average { $average } points, best { $best }
rec-stats-rating = Rating { $ordinal } ({ $mu } ± { $sigma }, { $n } rated { $n ->
        [one] game
       *[other] games
    }) { $scope }
rec-stats-unrated = Not rated yet: a game counts once at least two people have finished it.
rec-stats-character = Favourite character: { $character } ({ $n }×)
rec-stats-pace = Usually moves within { $duration } of being awaited (the median of { $n } { $n ->
        [one] turn
       *[other] turns
    } in finished games)
rec-stats-seen_through = Played { $finished } of { $n } finished { $n ->
        [one] game
       *[other] games
    } to the end; left { $left } to the AI; the table handed { $handed } to the AI when the turn clock ran out
rec-duration-seconds = { $n } s
rec-duration-minutes = { $n } min
rec-duration-hours = { $hours } h { $minutes } min
rec-duration-days = { $days } { $days ->
        [one] day
       *[other] days
    } { $hours } h
rec-stats-recent = Recent results:
rec-stats-recent_line = #{ $id } · { $date } · { $game }: place { $rank } of { $players }, { $score } { $score ->
        [one] point
       *[other] points
    }
rec-stats-recent_voted = #{ $id } · { $date } · { $game }: place { $rank } of { $players }, { $score } { $score ->
        [one] point
       *[other] points
    }, ended by the table's vote
rec-err-never_played = { $player } has not finished a game on this server yet.
rec-err-never_played_game = { $player } has not finished a game of { $game } on this server yet.
rec-board-title = { "*" }*{ $game }** · leaderboard { $scope } · page { $page }/{ $pages }
rec-board-line = { $place }. { $player }: { $ordinal } ({ $n } { $n ->
        [one] game
       *[other] games
    })
rec-board-explain = Conservative rating (mean − 3 × uncertainty); players with at least { $min } rated games.
rec-err-no_ratings = No one has { $min } rated games of { $game } { $scope } yet. A game is rated when at least two people finish it.
rec-err-no_game_name = There is no game called { $game }. Choose one from the list.
rec-err-no_page = There is no page { $page }: there { $pages ->
        [one] is
       *[other] are
    } { $pages } { $pages ->
        [one] page
       *[other] pages
    }.
rec-history-title = { "*" }*Finished games** { $scope } · page { $page }/{ $pages }
rec-history-title_player = { "*" }*Finished games of { $player }** { $scope } · page { $page }/{ $pages }
rec-history-line = #{ $id } · { $date } · { $game } · 🏆 { $winners } · { $scores }
rec-history-line_voted = #{ $id } · { $date } · { $game } · ended by the table's vote · 🏆 { $winners } · { $scores }
rec-history-with_hints = { $line } · hints used
rec-history-score = { $player } { $score }
rec-history-hint = `/game replay` with a game's number shows it again move by move.
rec-err-no_history = No game has been finished on this server yet.
rec-err-no_history_player = { $player } has not finished a game on this server yet.
rec-replay-title = { "*" }*Replay** · { $game } #{ $id } · move { $ply } of { $plies }
rec-replay-running = The game is still running: shown up to now, as a spectator sees it.
rec-replay-start = The table before the first move.
rec-replay-chart = Scores over { $game } #{ $id }, as the board showed them.
rec-replay-animation = { $game } #{ $id }: the board at the end of every round.
rec-replay-animation_turns = { $game } #{ $id }: the board after every round of turns.
rec-err-no_such_game = There is no game #{ $id } on this server. `/game history` lists the finished ones.
rec-err-not_started = Game #{ $id } has not started yet: there is nothing to replay.
rec-err-no_such_move = Game #{ $id } has { $plies } { $plies ->
        [one] move
       *[other] moves
    }: choose a move from 0 (the start) to { $plies }.
rec-err-at_start = This is already the start of the game.
rec-err-at_end = This is already the last move so far.
rec-err-too_big = The animation would be larger than Discord allows; try `/game replay` instead.

## The bot: what it keeps about a player (`/me data`, `/me forget`)

bot-former_player = Former player
bot-me-data_sent = Everything the bot keeps about you is in the attached file: your settings, your { $n ->
        [one] seat in { $n } game
       *[other] seats in { $n } games
    } (with your results and your own moves), your ratings, your votes and your notes.
bot-me-open_table = { $game } (table { $id })
bot-me-still_playing = You still play at { $n ->
        [one] this table
       *[other] these tables
    }: { $tables }. Leave { $n ->
        [one] it
       *[other] them
    } first (in a running game the AI plays your seat on) or finish { $n ->
        [one] the game
       *[other] the games
    }, then ask again.
bot-me-forget_confirm = Forget you? This deletes your settings (reminders by DM, vacation), your ratings, your votes and your notes, and names you "Former player" in every stored game. The games themselves stay, so they can still be replayed and the other players keep their results and ratings. It cannot be undone.
bot-me-forgotten = Done: you are forgotten. Your settings, ratings, votes and notes are deleted, and you are "Former player" in { $n ->
        [one] { $n } stored game
       *[other] { $n } stored games
    }.

## The bot: private notes (`/game note`, `/game notes`)

bot-notes-saved = Noted, for you alone: note { $number } of at most { $most } at { $table }.
bot-notes-deleted = Note { $number } at { $table } is deleted; the notes after it moved up.
bot-notes-none = You have no notes at { $table }.
bot-notes-title = { "*" }*Your notes at { $table }** (only you see them) · { $n } of { $most }
bot-notes-line = { $number }. { $when }: { $note }
bot-notes-replay_title = { "*" }*Your notes at this table** (only you see them): { $n }
bot-notes-err-empty = A note needs some text.
bot-notes-err-too_long = A note is at most { $limit } characters long; that one has { $length }.
bot-notes-err-full = You already keep { $most } notes at { $table }, the most there is room for. Delete one first.
bot-notes-err-no_note = You have no note { $number } at { $table }.
bot-notes-err-no_table = There is no table #{ $id } on this server.
bot-notes-err-not_seated = Only the players of table #{ $id } keep notes there.
bot-notes-err-text_or_delete = Give a note's text to keep it, or the number of a note to delete it (not both).

## Discord: slash command names and descriptions (cmd-…), and the adapter's messages

cmd-game-name = game
cmd-game-new-name = new
cmd-game-new-game-name = game
cmd-game-new-options-name = options
cmd-game-new-thread-name = thread
cmd-game-new-turn_hours-name = turn_hours
cmd-game-new-ai_level-name = ai_level
cmd-game-new-hints-name = hints
cmd-game-add_ai-name = add-ai
cmd-game-add_ai-level-name = level
cmd-game-rejoin-name = rejoin
cmd-game-pause-name = pause
cmd-game-pause-days-name = days
cmd-game-resume-name = resume
cmd-game-join-name = join
cmd-game-leave-name = leave
cmd-game-start-name = start
cmd-game-status-name = status
cmd-game-board-name = board
cmd-game-board-private-name = private
cmd-game-hint-name = hint
cmd-game-review-name = review
cmd-game-review-game_id-name = game_id
cmd-game-review-public-name = public
cmd-game-log-name = log
cmd-game-log-page-name = page
cmd-game-log-since-name = since
cmd-game-note-name = note
cmd-game-note-text-name = text
cmd-game-note-delete-name = delete
cmd-game-note-game_id-name = game_id
cmd-game-notes-name = notes
cmd-game-notes-game_id-name = game_id
cmd-game-undo-name = undo
cmd-game-abandon-name = abandon
cmd-game-settings-name = settings
cmd-game-settings-reminder_hours-name = reminder_hours
cmd-game-settings-language-name = language
cmd-game-settings-dm-name = dm
cmd-game-settings-vacation_days-name = vacation_days
cmd-game-settings-turn_hours-name = turn_hours
cmd-game-settings-ai_level-name = ai_level
cmd-game-settings-hints-name = hints
cmd-game-settings-digest-name = digest
cmd-game-settings-time_zone-name = time_zone
cmd-game-settings-quiet_hours-name = quiet_hours
cmd-game-rules-name = rules
cmd-game-rules-topic-name = topic
cmd-move-name = move
cmd-move-notation-name = notation
cmd-game-desc = Play a board game in this channel
cmd-game-new-desc = Open a table for a game here
cmd-game-new-game-desc = Which game
cmd-game-new-options-desc = Game options, e.g. short_game=true sixth_camel=true
cmd-game-new-thread-desc = Open the table in a thread of its own (default: yes, where I may)
cmd-game-new-turn_hours-desc = Turn clock: after it, the others may let the AI play a stalled seat or end the game
cmd-game-new-ai_level-desc = Level of the AI that takes over a seat (default normal)
cmd-game-new-hints-desc = May players ask the AI for hints (default: only where the game is not rated)
cmd-game-add_ai-desc = Seat an AI player at the open table (the table's creator)
cmd-game-add_ai-level-desc = How strong it plays
cmd-game-rejoin-desc = Ask to play your seat again after leaving (the table agrees)
cmd-game-pause-desc = Ask the table to pause: no turn clock and no reminders for some days
cmd-game-pause-days-desc = How many days (1 to 30; 7 if left out)
cmd-game-resume-desc = End the table's pause now: the turn clock runs again
cmd-game-join-desc = Take a seat at the open table
cmd-game-leave-desc = Leave the table; in a running game the AI plays your seat on
cmd-game-start-desc = Start the game (the table's creator)
cmd-game-status-desc = Whose turn it is and the scores so far
cmd-game-board-desc = Show the current board
cmd-game-board-private-desc = Only for me, with my own view
cmd-game-hint-desc = What the AI would play in your place, for you alone
cmd-game-review-desc = The AI's review of a finished game: the costliest moves and everyone's chances
cmd-game-review-game_id-desc = The game's number (default: this channel's latest game)
cmd-game-review-public-desc = Post it for everyone (default: only you see it)
cmd-game-log-desc = The moves so far
cmd-game-log-page-desc = Page (1 = the first moves)
cmd-game-log-since-desc = Only what happened since your own last move, for you alone
cmd-game-note-desc = Keep a private note about this table (only you can read it)
cmd-game-note-text-desc = The note (at most 300 characters)
cmd-game-note-delete-desc = Delete your note with this number instead (see /game notes)
cmd-game-note-game_id-desc = The table's number (default: this channel's)
cmd-game-notes-desc = Your private notes about this table, only for you
cmd-game-notes-game_id-desc = The table's number (default: this channel's)
cmd-game-undo-desc = Take back your last move of this turn
cmd-game-abandon-desc = End the game here without a result
cmd-game-settings-desc = Reminders, direct messages, language
cmd-game-settings-reminder_hours-desc = Channel: hours before the first reminder
cmd-game-settings-language-desc = Channel: language of the bot here
cmd-game-settings-dm-desc = Me: also remind me by direct message
cmd-game-settings-vacation_days-desc = Me: pause my reminders for this many days (0 ends it)
cmd-game-settings-turn_hours-desc = Table: the turn clock (creator or channel managers)
cmd-game-settings-ai_level-desc = Table: level of an AI that takes over a seat
cmd-game-settings-hints-desc = Table: may players ask the AI for hints (creator or channel managers)
cmd-game-settings-digest-desc = Me: a daily DM at this local time listing the tables waiting on me, e.g. 08:00 (off ends it)
cmd-game-settings-time_zone-desc = Me: my time zone, e.g. Europe/Berlin or +02:00
cmd-game-settings-quiet_hours-desc = Me: no direct messages between these local times, e.g. 22:00-07:00 (off ends them)
cmd-game-rules-desc = Short rules help
cmd-game-rules-topic-desc = What you want to know
cmd-move-desc = Make a move in this channel's game
cmd-move-notation-desc = Your move; start typing to see the legal ones
dc-choice-lang-auto = Each player's own
dc-choice-since-mine = my last move
dc-choice-clock-off = No clock
dc-choice-clock-24 = 1 day (24 h)
dc-choice-clock-48 = 2 days (48 h)
dc-choice-clock-72 = 3 days (72 h)
dc-choice-clock-120 = 5 days (120 h)
dc-choice-clock-168 = 1 week (168 h)
dc-choice-clock-336 = 2 weeks (336 h)
dc-button-join = Join
dc-button-leave = Leave
dc-button-start = Start
dc-button-board = My view
dc-button-since = What happened?
dc-button-play_hint = Play the first
dc-button-review = The AI's review
dc-button-undo = Undo
dc-your_turn = { $mentions }, it is your turn.
dc-your_turn-one = { $mentions }, it is your turn.
dc-results-winner = 🏆 Winner: { $names }
dc-results-winners = 🏆 Shared win: { $names }
dc-reminder = ⏰ { $mentions }, the table for { $game } has been waiting for you since { $since }.
dc-reminder-late = ⏰ Sorry for the silence: the table for { $game } has been waiting for { $mentions } since { $since }.
dc-reminder-dm = ⏰ Your move in { $game } in { $channel }: the table is waiting since { $since }.
dc-err-generic = Something went wrong on my side; the game is unchanged. Please try again.
dc-err-no_permission = Only the table's creator or a member who may manage this channel can do that.
dc-settings-saved = Settings saved.
dc-settings-show = This channel: first reminder after { $hours } h, language { $language }. You: direct messages { $dm }, vacation { $vacation }.
dc-on = on
dc-off = off
dc-vacation-none = none
dc-vacation-until = until { $when }
dc-schedule-show = Your digest: { $digest }. Time zone: { $zone }; quiet hours: { $quiet }.
dc-schedule-digest_off = off (reminders reach you as set above)
dc-schedule-digest_at = every day at { $time }, next { $next }, instead of reminder DMs
dc-schedule-quiet = { $start }–{ $end }, no direct messages then
dc-schedule-quiet_none = none
dc-digest-head = { $n ->
    [one] 📋 Your daily digest: one table is waiting for you.
   *[other] 📋 Your daily digest: { $n } tables are waiting for you.
}
dc-digest-table = • [{ $game } #{ $number }]({ $link }), waiting since { $since }
dc-digest-more = { $n ->
    [one] … and one more table.
   *[other] … and { $n } more tables.
}
## Discord: commands named in messages

dc-cmd-game-new = `/{ cmd-game-name } { cmd-game-new-name }`
dc-cmd-game-join = `/{ cmd-game-name } { cmd-game-join-name }`
dc-cmd-game-leave = `/{ cmd-game-name } { cmd-game-leave-name }`
dc-cmd-game-start = `/{ cmd-game-name } { cmd-game-start-name }`
dc-cmd-game-status = `/{ cmd-game-name } { cmd-game-status-name }`
dc-cmd-game-board = `/{ cmd-game-name } { cmd-game-board-name }`
dc-cmd-game-abandon = `/{ cmd-game-name } { cmd-game-abandon-name }`
dc-cmd-game-rejoin = `/{ cmd-game-name } { cmd-game-rejoin-name }`
dc-cmd-move = `/{ cmd-move-name }`
dc-next-new = Open a table with { $cmd }.
dc-next-join = Join with { $cmd }.
dc-next-start = { $player } starts the game with { $cmd }.
dc-next-start-anyone = The table's creator starts the game with { $cmd }.
dc-next-leave = Leave the table with { $cmd }.
dc-next-board = Watch the board with { $cmd }.
dc-next-status = { $cmd } shows whose turn it is.
dc-next-abandon = Close the table with { $cmd }.
dc-next-rejoin = To play your seat again, ask the table with { $cmd }.
dc-next-rejoin-by = { $player } may ask to come back with { $cmd }.

## Discord: shutting down while a move is in flight

dc-shutdown-refused = The bot is restarting right now; nothing was changed. Please try again in a minute.
dc-shutdown-cancelled = The bot had to stop before your request was done; nothing was changed. Please try again in a minute.

## Discord: tables in threads

dc-thread-lobby = { $player } opened a table for { $game } ({ $low } to { $high } players) in its own thread, { $thread }. Press *Join* below to take a seat; { $player } starts with *Start*. The game is played in the thread.
dc-thread-where = This table plays in its own thread: { $thread }.
dc-thread-next = Join with *Join* below, or with { $cmd } in the thread; the table's creator starts the game with *Start*.
dc-thread-table = { $thread }: { $game }, { $status }
dc-thread-table-turn = { $thread }: { $game }, { $status }, **your turn**
dc-thread-table-seated = { $thread }: { $game }, { $status }, you play here
dc-thread-more = … and { $count } more.
dc-thread-no_permission = I may not open threads in this channel (that needs my permissions *Create Public Threads* and *Send Messages in Threads*), so this table is here in the channel.
dc-thread-unsupported = Threads cannot be opened from this kind of channel, so this table is here.
dc-thread-already = This is a thread already, so the table is right here.
dc-thread-failed = I could not open a thread for this table ({ $game }), so it was closed again. Please try again, or open it here in the channel with `/game new` and `thread: False`.
dc-thread-locked = This thread is archived and locked, and I may not reopen it, so nothing was changed. Someone who may manage threads can unlock it.
dc-thread-gone = The thread of this table no longer exists, so its game was ended as abandoned.

## Discord: a threaded table's status line in its channel (bot/discord/status_line.py)

dc-status_line-head = { "*" }*{ $game } #{ $number }** · { $info } · { $thread }
dc-status_line-turn = To move: { $players } · turn began { $since }
dc-status_line-over = 🏁 Game over ({ $how }), { $since }
dc-status_line-scores = Scores: { $scores }
dc-status_line-score = { $player } { $score }
dc-status_line-score_noted = { $player } { $score } ({ $note })
dc-status_line-board = Latest board: { $link }

## Discord: the move picker

dc-picker-button = Choose move
dc-picker-title = { "*" }*Your move** · { $game }
dc-picker-chosen = Chosen: { $steps }
dc-picker-choose = Choose…
dc-picker-count = { $n } { $n ->
        [one] move
       *[other] moves
    }
dc-picker-this = ✓ { $label }
dc-picker-ready = Your move: **{ $label }**
dc-picker-confirm = Confirm
dc-picker-back = ◀ Back
dc-picker-cancel = Cancel
dc-picker-cancelled = Cancelled. Press *Choose move* under the board to start again.
dc-picker-played = ✓ { $move }
dc-picker-gone = That choice is no longer there; here is your decision from the start.

## Discord: votes

dc-vote-ai = Let the AI play the seat
dc-vote-end = End the game now
dc-vote-yes = Agree
dc-vote-no = Decline
dc-vote-call = { $mentions }, please vote.
dc-when = <t:{ $stamp }:f> (<t:{ $stamp }:R>)

## Rules help pages

dc-rules-page = **{ $game }: { $topic }**
    { $text }
dc-rules-listed = { $title } (`{ $topic }`)
dc-rules-unknown = No help on that topic. Topics for { $game }: { $topics }.

## Discord: the records' commands and buttons

cmd-stats-name = stats
cmd-stats-player-name = player
cmd-stats-game-name = game
cmd-stats-public-name = public
cmd-leaderboard-name = leaderboard
cmd-leaderboard-game-name = game
cmd-leaderboard-scope-name = scope
cmd-leaderboard-public-name = public
cmd-game-history-name = history
cmd-game-history-player-name = player
cmd-game-history-game-name = game
cmd-game-history-page-name = page
cmd-game-history-public-name = public
cmd-game-replay-name = replay
cmd-game-replay-game_id-name = game_id
cmd-game-replay-move-name = move
cmd-game-replay-animated-name = animated
cmd-game-replay-public-name = public
cmd-stats-desc = A player's results, rating and pace (a game voted to an end counts, unrated)
cmd-stats-player-desc = Whose (default: yours)
cmd-stats-game-desc = Only this game
cmd-stats-public-desc = Post it for everyone (default: only you see it)
cmd-leaderboard-desc = The best players of a game by rating
cmd-leaderboard-game-desc = Which game
cmd-leaderboard-scope-desc = This server or all servers
cmd-leaderboard-public-desc = Post it for everyone (default: only you see it)
cmd-game-history-desc = The finished games of this server, and those its tables voted to an end
cmd-game-history-player-desc = Only their games
cmd-game-history-game-desc = Only this game
cmd-game-history-page-desc = Page (1 = the newest)
cmd-game-history-public-desc = Post it for everyone (default: only you see it)
cmd-game-replay-desc = Watch a game again move by move
cmd-game-replay-game_id-desc = The game's number (see /game history)
cmd-game-replay-move-desc = Start after this move (0 = the start)
cmd-game-replay-animated-desc = An animation of the board at every round's end
cmd-game-replay-public-desc = Post it for everyone (default: only you see it)
dc-choice-scope-server = This server
dc-choice-scope-global = All servers
dc-replay-start = ⏮ Start
dc-replay-back10 = ◀◀ 10
dc-replay-back = ◀
dc-replay-next = ▶
dc-replay-next10 = 10 ▶▶
dc-replay-end = End ⏭
dc-replay-chart = 📈 Scores
dc-page-back = ◀ Page { $page }
dc-page-next = Page { $page } ▶
dc-page-back_none = ◀
dc-page-next_none = ▶

## Discord: /me, what the bot keeps about you

cmd-me-name = me
cmd-me-data-name = data
cmd-me-forget-name = forget
cmd-me-desc = What the bot keeps about you
cmd-me-data-desc = Get everything the bot keeps about you, as a file only you see
cmd-me-forget-desc = Delete your settings and ratings and your name from stored games
dc-me-forget_button = Forget me

## Discord: /games, every running table you play at

cmd-games-name = games
cmd-games-desc = Every running table you play at, those waiting on you first
cmd-games-page-name = page
cmd-games-page-desc = Page (1 = the tables waiting on you longest)
cmd-games-public-name = public
cmd-games-public-desc = Post it for everyone (default: only you see it)
dc-games-title = { $count ->
        [one] Your running table on this server
       *[other] Your { $count } running tables on this server
    } ({ $waiting } waiting on you):
dc-games-title_everywhere = { $count ->
        [one] Your running table on the servers we share
       *[other] Your { $count } running tables on the servers we share
    } ({ $waiting } waiting on you):
dc-games-line_yours = **{ $game } #{ $id }** · **your turn** since { $since } · place { $rank } of { $players }, { $score } { $score ->
        [one] point
       *[other] points
    } · { $link }
dc-games-line = **{ $game } #{ $id }** · waiting for { $waiting } since { $since } · place { $rank } of { $players }, { $score } { $score ->
        [one] point
       *[other] points
    } · { $link }
dc-games-board = [board]({ $url })
dc-games-table = [table]({ $url })
dc-games-page = Page { $page } of { $pages }.
dc-games-none = You play at no running table on this server.
dc-games-none_everywhere = You play at no running table on the servers we share.
dc-games-no_such_page = There is no page { $page }: your tables fill { $pages } { $pages ->
        [one] page
       *[other] pages
    }.
dc-games-next_button = Next table
dc-games-next = Next: **{ $game } #{ $id }** has waited on you since { $since }: { $link }
dc-games-next_none = No table is waiting on you.

## The terminal sandbox

bot-sandbox-player = Player { $number }
bot-sandbox-turn = { $player } ({ $colour }), your move
bot-sandbox-colours = Colours: { $seats }.
bot-sandbox-colour_item = { $player } { $colour }
bot-sandbox-colour-blue = blue
bot-sandbox-colour-orange = orange
bot-sandbox-colour-green = green
bot-sandbox-colour-yellow = yellow
bot-sandbox-colour-purple = purple
bot-sandbox-colour-sky = sky blue
bot-sandbox-kinds = Moves: { $kinds }
bot-sandbox-step = { $label } ({ $n } { $n ->
        [one] move
       *[other] moves
    })
bot-sandbox-more_kinds = … and { $count } more (`moves` lists them all)
bot-sandbox-hint = Type a number or a word from that line to choose step by step, `moves [start]` to list every move with its number, or a move's notation (e.g. `{ $example }`).
bot-sandbox-menu = { $path }: choose one (`back` goes up a step):
bot-sandbox-legal = Legal moves:
bot-sandbox-legal_from = Legal moves matching `{ $start }`:
bot-sandbox-no_match = No legal move matches `{ $start }`; `moves` lists them all.
bot-sandbox-matching = Legal moves matching that:
bot-sandbox-more_moves = … { $count } more: `more` lists the next { $page }.
bot-sandbox-no_more = That was the whole list; `moves [start]` lists the moves again.
bot-sandbox-image = Board image: { $path }
bot-sandbox-help = Type a number from the list shown last, a word from the `Moves:` line to choose step by step (`back` goes up a step), `moves [start]` for every move with its number (`more` pages on), or a move's notation. Also: undo, log [page] (the latest page first), since (what happened since your last move), hint (what the AI would play), review [game] (the AI's review of a finished game), status, board, rules [topic], help, quit.
bot-sandbox-help-rules = `rules` lists the game's rules help topics, `rules <topic>` shows one.
bot-sandbox-help-chart = `chart` draws the score chart of the game so far.
bot-sandbox-rules-topics = Rules help for { $game }; type `rules <topic>`:
bot-sandbox-bad_number = There is no move { $number }; choose 1 to { $count }.
bot-sandbox-bad_choice = There is no choice { $number }; choose 1 to { $count }.
bot-sandbox-next-board = `board` shows the board as you see it.
bot-sandbox-next-status = `status` shows whose turn it is.
bot-sandbox-bad_page = `{ $typed }` is no page number: `log` shows the latest page, `log 2` the second.
bot-sandbox-bad_game = `{ $typed }` is no game number: `review` reviews this game once it has ended, `review 3` game 3.
bot-sandbox-private_view = Seat { $number } ({ $player }): own view of { $game }.
bot-sandbox-hint_title = What the AI would play ({ $game }):
bot-sandbox-hint_play = To make the first of them, type `{ $notation }`.
bot-sandbox-no_game = This sandbox has no game yet.
bot-sandbox-table_full = The table is full ({ $high } players); start the sandbox with fewer `--players`.
bot-sandbox-input_ended =
    Input ended; the game is saved in { $db } (game { $game }). Continue it with:
    { "    " }{ $command }
bot-sandbox-quit =
    Stopped; the game is saved in { $db } (game { $game }). Continue it with:
    { "    " }{ $command }
bot-sandbox-over = Game over after { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
bot-sandbox-after_end = Type `review` for the AI's review of the game; anything else leaves.
bot-sandbox-too_long = Stopped after { $moves } { $moves ->
        [one] move
       *[other] moves
    } (--max-moves).
bot-sandbox-saved-none = There is no game in progress in { $db }.
bot-sandbox-saved-header = Games in progress in { $db }; continue one with `--resume ID`:
bot-sandbox-saved-line = { $id }: { $game }, { $players } { $players ->
        [one] player
       *[other] players
    }, { $moves } { $moves ->
        [one] move
       *[other] moves
    }, last played { $when }
bot-sandbox-resume-unknown = There is no game { $id } in progress in { $db }; `--resume` lists them.
bot-sandbox-resumed = Continuing game { $id }: { $game }, { $moves } { $moves ->
        [one] move
       *[other] moves
    } so far.
bot-sandbox-game_needed = Name a game ({ $games }), or use `--resume` to continue a saved one.
