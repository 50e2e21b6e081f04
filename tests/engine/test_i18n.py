"""The catalogue: Fluent files per language, CLDR plurals, nested texts, seat names, the
best language for any Discord locale, and a language added by a file alone."""

from __future__ import annotations

from engine import Text, i18n, normalise_locale, seat, t, with_seat_names
from engine.i18n import translate
from tests.engine.catalogue_support import catalogue_with

TEST_EN = """
test-hello = Hello { $who }
test-world = world
test-stole = { $who } stole from { $victim }
test-points = { $n } { $n ->
    [one] point
   *[other] points
}
test-signed = { SIGNED($n) } gold
"""
TEST_DE = """
test-hello = Hallo { $who }
test-world = Welt
test-stole = { $who } bestahl { $victim }
test-points = { $n } { $n ->
    [one] Punkt
   *[other] Punkte
}
test-signed = { SIGNED($n) } GM
"""


def test_translate_picks_locale_and_nests_params() -> None:
    with catalogue_with({"en": TEST_EN, "de": TEST_DE}):
        text = t("test.hello", who=t("test.world"))
        assert text.render("en-US") == "Hello world"
        assert text.render("de") == "Hallo Welt"
        assert Text.model_validate_json(text.model_dump_json()) == text


def test_unknown_key_renders_as_key() -> None:
    assert translate("no.such.key", "de") == "no.such.key"


def test_locale_normalisation_finds_the_best_language() -> None:
    assert normalise_locale("de") == "de"
    assert normalise_locale("de-AT") == "de"
    assert normalise_locale("en-GB") == "en"
    assert normalise_locale(None) == "en"
    assert normalise_locale("fr") == "en"
    assert normalise_locale("pt_BR") == "en"


def test_seat_placeholders_render_as_names_once_resolved() -> None:
    with catalogue_with({"en": TEST_EN, "de": TEST_DE}):
        text = t("test.stole", who=seat(0), victim=seat(2))
        assert text.render("en") == "Player 1 stole from Player 3"
        assert text.render("de") == "Spieler 1 bestahl Spieler 3"
        named = with_seat_names(text, ["Anna", "Björn", "Chloé"])
        assert named.render("de") == "Anna bestahl Chloé"
        nested = with_seat_names(
            t("test.hello", who=t("test.stole", who=seat(1), victim=seat(9))), ["A", "B"]
        )
        assert nested.render("en") == "Hello B stole from Player 10"


def test_plural_words_follow_the_number_by_cldr_rules() -> None:
    with catalogue_with({"en": TEST_EN, "de": TEST_DE}):
        assert t("test.points", n=1).render("en") == "1 point"
        assert t("test.points", n=0).render("en") == "0 points"
        assert t("test.points", n=2).render("de") == "2 Punkte"
        assert t("test.points", n=-1).render("de") == "-1 Punkt"
        assert t("test.points", n=12345).render("en") == "12345 points"  # no grouping
        assert t("test.signed", n=3).render("de") == "+3 GM"
        assert t("test.signed", n=-2).render("en") == "-2 gold"


FRENCH = """
core-seat = Joueur { $number }
core-err-not_your_turn = Ce n'est pas ton tour.
test-points = { $n } { $n ->
    [one] point
   *[other] points
}
"""


def test_a_file_added_to_the_folder_is_a_new_language_everywhere() -> None:
    with catalogue_with({"fr": FRENCH, "en": TEST_EN, "de": TEST_DE}, append=True):
        assert "fr" in i18n.locales()
        assert normalise_locale("fr") == "fr"
        assert t("core.err.not_your_turn").render("fr") == "Ce n'est pas ton tour."
        assert seat(1).render("fr") == "Joueur 2"
        # French plural rules (CLDR): 0 and 1 are "one".
        assert t("test.points", n=0).render("fr") == "0 point"
        # What the new language lacks falls back to English.
        assert t("core.err.game_over").render("fr") == "The game is already over."
    assert "fr" not in i18n.locales()
    assert normalise_locale("fr") == "en"


def test_template_and_variables_read_the_source() -> None:
    assert i18n.variables("bot.err.player_count", "de") == {"game", "low", "high", "got"}
    assert "$got" in i18n.template("bot.err.player_count", "en")


def test_rendered_texts_kept_are_bounded_oldest_first(monkeypatch) -> None:
    monkeypatch.setattr(i18n, "RENDERED_KEPT", 3)
    catalogue = i18n._catalogue
    monkeypatch.setattr(catalogue, "rendered", {})
    texts = [t("caravan.step.column", column=n) for n in range(1, 6)]
    first = [translate(text, "en") for text in texts]
    assert len(catalogue.rendered) == 3
    kept = [key[1] for key in catalogue.rendered]
    assert kept == [i18n._frozen(text) for text in texts[2:]]
    # what was let go renders the same again
    assert [translate(text, "en") for text in texts] == first


def test_names_in_a_sentence_are_joined_the_languages_way() -> None:
    """`and_list`: CLDR's list patterns (through Babel), seat placeholders resolved inside."""
    from engine.i18n import and_list, seat, with_seat_names

    assert translate(and_list(["Ada"]), "en") == "Ada"
    assert translate(and_list(["Ada", "Bea"]), "en") == "Ada and Bea"
    assert translate(and_list(["Ada", "Bea", "Cem"]), "de") == "Ada, Bea und Cem"
    named = with_seat_names(
        t("bot.msg.waiting_for", players=and_list([seat(1), seat(0)])), ["Ada", "Bea"]
    )
    assert translate(named, "en") == "Waiting for Bea and Ada."
    assert translate(named, "de") == "Am Zug: Bea und Ada."
