"""What a casual player met on a 360 px phone, going from ``/`` through a game, its setup, a
hand, a ruling and a settled pot, each checked where the player met it: the game found and
tapped without a long scroll; a refused setup said beside the field, in the player's words; a
flop of the wrong size said before it is dealt; the showdown's fields not called "face down";
a pot that is not split not called "the high share"; no programmer's words in the forms' help;
a game's questions and the disputes reached from its page."""

from __future__ import annotations

from urllib.parse import urlencode

from accessibility import wider_than_the_screen
from live_page import Page
from phone import fits_the_phone, on_a_phone

BLINDS = {"stakes.small_blind": "1", "stakes.big_blind": "2"}
HOLDEM = "/play/texas_holdem?"
PREFLOP = (
    "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??\ncall 1 to=2\ncall 2 to=2\ncheck 3"
)


def test_the_game_is_a_big_button_near_the_top_of_the_index(page: Page) -> None:
    """Every game's name is a target a thumb hits (44 px tall), near the top
    (the summaries wait under "What each game is"), the smaller families first: hold'em on
    the first screen, and the history link."""
    player = on_a_phone(page)
    player.open("/")
    holdem = player.link("Texas hold'em")
    assert holdem.rect["height"] >= 44 and holdem.rect["y"] < 740, holdem.rect
    assert page.driver.find_element("id", "paste-history").rect["y"] < 740
    assert not page.driver.find_element("css selector", "ul.games").is_displayed()
    # A question's link is its first words; what it covers is a note beside it.
    assert player.link("A betting round so far").rect["height"] < 60
    fits_the_phone(page)
    player.go(holdem)
    assert page.wait_for("h1").text == "Texas hold'em"


def test_a_refused_setup_is_said_beside_the_field_in_words(page: Page) -> None:
    """One player named, chips left empty, the stakes emptied: each problem beside its field,
    marked invalid, in words ("2 to 10 players; 1 named"), none of the API's ("objects",
    "field", "the string")."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem")
    assert "2 to 10 players" in page.wait_for("#players-help").text
    player.open(HOLDEM + urlencode({"players": "Ann", "chips": "200", **BLINDS}))
    said = page.wait_for("#players-error-1").text
    assert said == "Texas hold'em is played by 2 to 10 players; 1 named.", said
    players = page.driver.find_element("id", "players")
    assert players.get_attribute("aria-invalid") == "true"
    assert "players-error-1" in str(players.get_attribute("aria-describedby"))
    fits_the_phone(page)
    page.forget()  # the refused setup's 422 is logged as a failed load
    player.open(HOLDEM + urlencode({"players": "Ann Bob", "chips": "lots", **BLINDS}))
    said = page.wait_for("#chips-error-1").text
    assert said == '"lots" is not a number: type a whole number, 1 or more.', said
    player.open(HOLDEM + urlencode({"players": "Ann Bob", "chips": "200"}))
    stakes = page.wait_for("#stakes-error-1").text
    assert stakes == "Fill in the stakes (small blind, big blind, ante).", stakes
    main = page.driver.find_element("css selector", "main").text
    assert not any(word in main for word in ("object", "this field", "the string")), main
    page.forget()


def test_an_eleventh_player_is_not_dropped_unsaid(page: Page) -> None:
    """Eleven names for a game of at most ten: refused in words, never dealt to ten."""
    player = on_a_phone(page)
    player.open(HOLDEM + urlencode({"players": " ".join("ABCDEFGHIJK"), "chips": "9", **BLINDS}))
    assert "11 named" in page.wait_for("#players-error-1").text
    assert not page.find_all("form.step")
    page.forget()


def test_a_flop_of_the_wrong_size_is_said_before_it_is_dealt(page: Page) -> None:
    """Two cards typed for the flop: not dealt (the hand would wait for a third), said in
    words beside the step, the two cards kept to add the third."""
    player = on_a_phone(page)
    setup = {"players": "Ann, Bob, Cy", "chips": "200", **BLINDS, "played": PREFLOP}
    player.open(HOLDEM + urlencode(setup))
    field = page.wait_for("input[name=card]")
    player.type(field, "Ah 7c")
    player.go(player.button("Deal the flop"))
    assert (
        page.wait_for("#refused").text == "Not allowed: Give 3 board cards, as turned up; 2 given."
    )
    assert (
        page.driver.find_element("css selector", "input[name=card]").get_attribute("value")
        == "Ah 7c"
    )
    assert "Board" not in page.driver.find_element("id", "status").text
    page.forget()


def test_the_showdown_and_its_ruling_in_a_players_words(page: Page) -> None:
    """At the showdown each field asks the cards shown (not "face down"), the first to show
    first; the ruling says who takes the pot, not "the high share" of a pot nobody splits."""
    player = on_a_phone(page)
    events = (
        PREFLOP
        + "\ncommunity card=Ah\ncommunity card=7c\ncommunity card=2d\n"
        + "\n".join(
            f"check {seat}\ncheck {other}\ncheck 1\ncommunity card={card}"
            for seat, other, card in ((2, 3, "Ks"), (2, 3, "3h"))
        )
        + "\ncheck 2\ncheck 3\ncheck 1"
    )
    player.open(HOLDEM + urlencode({"players": "Ann, Bob, Cy", "chips": "200", **BLINDS,
                                     "played": events}))  # fmt: skip
    labels = [f.accessible_name for f in page.find_all("form.step input[data-cards]")]
    assert labels and all(label.endswith("2 cards shown") for label in labels), labels
    # RR The Showdown, rule 7: the river checked round, Bob (first to act on it) shows first.
    assert "Show the cards: Bob first" in page.wait_for("main").text
    assert labels[0].startswith("Bob"), labels
    for field, cards in zip(page.find_all("form.step input[data-cards]"),
                            ("Qh Qd", "9c 8c", "As Kd"), strict=False):  # fmt: skip
        player.type(field, cards)
    player.go(player.button("Show the cards"))
    ruling = page.wait_for("#answer").text
    assert "The pot (6 chips) goes to " in ruling and "share" not in ruling, ruling
    fits_the_phone(page)


def test_forms_speak_to_players_and_a_games_page_leads_on(page: Page) -> None:
    """The settle form of a chosen game: no "echoed back" in its help, and no worked example
    of another game (its link would drop the game chosen). A game's page: each question a short
    link, the disputes and the history reached from it."""
    player = on_a_phone(page)
    player.open("/ask/pots/settle?game=texas_holdem")
    main = page.wait_for("main").text
    assert "echoed back" not in main and "the service" not in main
    assert not page.find_all("details.examples")
    player.open("/games/texas_holdem")
    settle = player.link("Settle a hand")
    assert settle.rect["height"] < 60  # one line: the rest of the title is a note beside it
    assert page.driver.find_element("id", "history-link").is_displayed()
    player.go(page.driver.find_element("id", "disputes-link"))
    assert page.wait_for("#disputes").text == "Disputes at the table"


def test_a_betting_round_question_shows_its_actions_box(page: Page) -> None:
    """ "What may this player do now" is asked about the round so far: its actions box is on
    the form, not folded under "More"; the seats' help counts from 1, not by "index"."""
    player = on_a_phone(page)
    player.open("/ask/betting/actions")
    page.wait_for("form.question")
    legends = [e.text for e in page.find_all("fieldset.rows > legend") if e.is_displayed()]
    assert "Actions" in legends, legends
    main = page.driver.find_element("css selector", "main").text
    assert "index" not in main and "seat 1 is the first" in main
    fits_the_phone(page)


_INSIDE_ITS_BOX = """
const picker = document.querySelector('.card-picker:not([hidden])');
let box = null;
for (let n = picker.parentElement; n && n !== document.body; n = n.parentElement) {
  if (n.matches('form.step, fieldset')) box = n;
}
const p = picker.getBoundingClientRect(), b = box.getBoundingClientRect();
return [b.left + box.clientLeft, p.left, p.right, b.left + box.clientLeft + box.clientWidth];
"""
"""The picker's edges and its outermost bordered box's inner edges: [box left, picker left,
picker right, box right]."""


def test_the_card_picker_is_a_finger_wide_a_card_everywhere(page: Page) -> None:
    """At 360 px every card of the picker is a thumb's target, at least 44 px wide and 44 px
    tall (WCAG 2.5.5; a suit's thirteen on one line were 25 px wide): in a hand's row of the
    rank-hands form, nested in fieldsets, and on the play screen's flop, whose field is half the
    step wide; a suit on two lines, the picker whole on the screen under its field and inside
    the bordered box it opens in (it ran past the box to the screen's edges), a tapped card in
    the field, nothing sideways."""
    player = on_a_phone(page)
    flop = HOLDEM + urlencode({"players": "Ann, Bob, Cy", "chips": "200", **BLINDS,
                               "played": PREFLOP})  # fmt: skip
    for path, field in (("/ask/hands/evaluate", "#f-hands-0-cards"), (flop, "input[name=card]")):
        player.open(path)
        player.tap(page.driver.find_element("css selector", f"{field} + button.open-picker"))
        rows = page.find_all(".card-picker .picker-row[class*='suit-']")
        assert len(rows) == 4, path
        for row in rows:
            buttons = row.find_elements("css selector", "button")
            assert len({button.rect["y"] for button in buttons}) == 2, "a suit on two lines"
            sizes = {(button.rect["width"], button.rect["height"]) for button in buttons}
            assert all(w >= 44 and h >= 44 for w, h in sizes), (path, sizes)
        seen = page.driver.execute_script(
            "const p = document.querySelector('.card-picker').getBoundingClientRect();"
            "const f = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [f.top, p.bottom, window.innerHeight];",
            field,
        )
        assert seen[0] >= 0 and seen[1] <= seen[2], (path, "the field and its picker", seen)
        inside = page.driver.execute_script(_INSIDE_ITS_BOX)
        assert inside[0] <= inside[1] and inside[2] <= inside[3], (path, "past its box", inside)
        assert wider_than_the_screen(page.driver) == [], path
        for card in ("As", "Th"):
            player.tap(page.driver.find_element("css selector", f"button[data-card={card}]"))
        assert page.driver.find_element("css selector", field).get_attribute("value") == "As Th"


def test_a_lowball_call_is_laid_face_up_from_its_own_step(page: Page) -> None:
    """S2 (Counterbluff), "Lowball option": on a 360 px phone the leader sees two steps, one
    for each way to lay the hand, says which he takes by its button, and the hand goes on to
    the answer."""
    player = on_a_phone(page)
    dealt = "deal 2 down=2c,3c,4c,5c,7d,9h,Th,Jh,Qh,Kh\ndeal 1 down=" + ",".join(["??"] * 10)
    setup = {"players": "Ann, Bob", "options.lowball": "yes", "played": dealt}
    player.open("/play/counterbluff?" + urlencode(setup))
    field = page.wait_for("input[name='up.2']")
    fits_the_phone(page)
    assert "Bob: lowball, face down" in page.driver.find_element("tag name", "main").text
    player.type(field, "2c 3c 4c 5c 7d")
    player.go(player.button("Lowball face up"))
    assert "Ann: lowball, face up" in page.wait_for("form.step").find_element("xpath", "..").text
    page.forget()


def test_a_raise_box_out_of_range_does_not_stop_a_call(page: Page) -> None:
    """A player types 500 into the raise box (at most 200), changes his mind and taps Call: the
    call is made. The browser's check of the box's range stopped every button of the step
    until the box was mended."""
    player = on_a_phone(page)
    dealt = "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??"
    setup = {"players": "Ann, Bob, Cy", "chips": "200", **BLINDS, "played": dealt}
    player.open(HOLDEM + urlencode(setup))
    player.type(page.wait_for("form.step input[data-amount]"), "500")
    player.go(player.button("Call 2"))
    assert "Bob" in page.wait_for("#status").text and "to act" in page.wait_for("#status").text
    assert page.driver.find_elements("id", "refused") == []
    page.forget()


_SMALL_TARGETS = """
const small = [];
document.querySelectorAll('details').forEach(d => { d.open = true; });
const targets = 'header nav a, summary, input:not([type=hidden]), select, button, a.button';
for (const el of document.querySelectorAll(targets)) {
  const box = el.getBoundingClientRect();
  if (box.width === 0 || el.closest('.card-picker')) continue;
  const narrow = el.matches('header nav a') && box.width < 44;  // "Rules" is a short word
  if (box.height < 44 || narrow) small.push(`${el.tagName.toLowerCase()} "${(el.textContent
    || el.getAttribute('aria-label') || el.id).trim().slice(0, 40)}" ${box.width}x${box.height}`);
}
return small;
"""
"""Every link of the header, expander, field and button on the page under 44 px tall, each
expander opened (the fields they hold are measured too); the card picker's keys have their own
test, and a rule's link inside a sentence is a word of it, not a target of its own."""


def test_every_link_expander_and_field_is_a_thumb_tall(page: Page) -> None:
    """At 360 px the header's links (Games, Rules, API), the expanders ("What each game is",
    "House rules", "Why: the rules applied", "More"), the text fields and the lists are at
    least 44 px tall (WCAG 2.5.5), like the buttons: they were 24, 25, 40 and 37."""
    player = on_a_phone(page)
    hand = HOLDEM + urlencode({"players": "Ann, Bob, Cy", "chips": "200", **BLINDS,
                               "played": PREFLOP})  # fmt: skip
    for path in ("/", "/play/omaha_high_low", hand, "/ask/disputes/out_of_turn", "/rules"):
        player.open(path)
        page.wait_for("main")
        small = page.driver.execute_script(_SMALL_TARGETS)
        assert small == [], (path, small)
        assert wider_than_the_screen(page.driver) == [], path
