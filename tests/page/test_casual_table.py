"""What a casual player at a home game still tripped on, on a 360 px phone, each checked where
the player meets it and as he reads it: the first deal of a blind game says that the blinds go
in; players start with different chips, and the next deal starts from the chips each ended with."""

from __future__ import annotations

from urllib.parse import urlencode

import old_man_hand
import razz_hand
from accessibility import wider_than_the_screen
from live_page import Page
from phone import fits_the_phone, on_a_phone

BLINDS = {"stakes.small_blind": "1", "stakes.big_blind": "2"}


def _status(page: Page) -> str:
    return " ".join(page.wait_for("#status").text.split())


def test_the_first_deal_of_a_blind_game_says_the_blinds_go_in(page: Page) -> None:
    """Hold'em's first step says who posts which blind and its button says it posts them;
    pressed, the pot holds the blinds. Heads-up badugi: the dealer posts the small blind. A
    player short of the big blind posts all he has. A stud game's deal says no blinds."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   **BLINDS}))  # fmt: skip
    step = page.wait_for("form.step")
    assert "Bob posts the small blind (1), Cy the big blind (2)" in step.text, step.text
    fits_the_phone(page)
    player.go(player.button("Post the blinds and deal"))
    assert _status(page).startswith("Pot 3 · Pre-flop · Ann to act"), _status(page)
    player.open("/play/badugi?" + urlencode({"players": "Ann Bob", "chips": "200", **BLINDS}))
    step = page.wait_for("form.step")
    assert "Ann posts the small blind (1), Bob the big blind (2)" in step.text, step.text
    assert player.button("Post the blinds and deal")
    player.open("/play/omaha?" + urlencode({"players": "Ann Bob Cy", "chips": "200",
                                            "chips.3": "1", **BLINDS}))  # fmt: skip
    assert "Cy the big blind (all in, 1)" in page.wait_for("form.step").text
    stud = {f"stakes.{name}": value for name, value in razz_hand.STAKES.items()}
    player.open("/play/razz?" + urlencode({"players": "Ann Bob", "chips": "200", **stud}))
    assert "blind" not in page.wait_for("form.step").text.lower()


def test_a_player_with_other_chips_is_changed_before_the_deal(page: Page) -> None:
    """One number on the setup for everyone; on the table, before the deal, each player's
    chips under "Change a player's": Bob's changed to 150, the table says so and the hand is
    played with it. On the setup form each named player has his own field, a wrong one said
    beside it."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem")
    assert "Change his on the table, before the deal" in page.wait_for("#chips-help").text
    player.type(page.driver.find_element("id", "players"), "Ann, Bob, Cy")
    player.go(player.button("Start the hand"))
    change = page.wait_for("#own-chips summary")
    assert change.text == "Change a player's chips (Ann 200, Bob 200, Cy 200)", change.text
    player.tap(change)
    fits_the_phone(page)
    player.type(page.driver.find_element("id", "chips-2"), "150")
    player.go(page.driver.find_element("id", "change-chips"))
    assert "Ann D 200 · Bob SB 150 · Cy BB 200" in _status(page), _status(page)
    seats = page.driver.find_element("css selector", "ul.seats").text
    assert "150 chips" in seats, seats
    player.go(player.button("Post the blinds and deal"))
    assert "Bob SB 149" in _status(page), _status(page)
    assert not page.find_all("#own-chips")  # once dealt, the chips are the hand's
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob", "chips": "200",
                                                   "chips.2": "lots", **BLINDS}))  # fmt: skip
    said = page.wait_for("#chips-2-error-1").text
    assert said == '"lots" is not a number: type a whole number, 1 or more.', said
    bob = page.driver.find_element("id", "chips-2")
    assert bob.accessible_name == "Bob's chips" and bob.get_attribute("aria-invalid") == "true"
    assert page.driver.find_element("id", "chips-1").get_attribute("value") == ""
    fits_the_phone(page)
    page.forget()  # the refused setup's 422 is logged as a failed load


def test_the_next_deal_starts_with_the_chips_each_ended_with(page: Page) -> None:
    """Ann and Bob fold to Cy's big blind: the next deal, dealt by Bob, starts with Ann 200,
    Bob 199 and Cy 201 (his blind back and Bob's), not everyone's 200 again."""
    player = on_a_phone(page)
    events = "deal 2 down=??,??\ndeal 3 down=??,??\ndeal 1 down=??,??\nfold 1\nfold 2"
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   **BLINDS, "played": events}))  # fmt: skip
    assert "Cy wins 2, 1 more than put in" in page.wait_for("#answer").text
    player.go(page.driver.find_element("id", "next-hand"))
    assert "Ann BB 200 · Bob D 199 · Cy SB 201" in _status(page), _status(page)
    assert "Cy posts the small blind (1), Ann the big blind (2)" in page.wait_for("form.step").text


def test_question_forms_and_the_showdown_say_it_plainly(page: Page) -> None:
    """A question's heading is its first words, what it covers a line under it; the settle
    form asks the chips each player put in (not "Contributed"), and what waits under "More"
    is a few names and a count, not a line of eight; at the showdown a player who would
    rather not show gives up without showing (not "muck")."""
    player = on_a_phone(page)
    player.open("/ask/pots/settle?game=texas_holdem")
    assert page.wait_for("h1").text == "Settle a hand"
    assert page.driver.title == "Settle a hand · Poker rules referee"
    lead = page.driver.find_element("css selector", "h1 + p.lead").text
    assert lead == "Side pots, high-low halves, declarations, odd chips, payouts.", lead
    main = page.driver.find_element("css selector", "main").text
    assert "Contributed" not in main and "Chips put in" in main, main
    fits_the_phone(page)
    player.open("/ask/pots/settle")  # no game chosen: eight fields wait under "More"
    more = [e.text for e in page.find_all("details.more > summary") if e.is_displayed()][-1]
    assert more == "More: high ranking, low, declare and 6 more", more
    events = "\n".join([
        "deal 2 down=??,??", "deal 3 down=??,??", "deal 1 down=??,??",
        "call 1 to=2", "call 2 to=2", "check 3",
        "community card=Ah", "community card=7c", "community card=2d",
        *("check 2", "check 3", "check 1", "community card=Ks"),
        *("check 2", "check 3", "check 1", "community card=3h"),
        "check 2", "check 3", "check 1",
    ])  # fmt: skip
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   **BLINDS, "played": events}))  # fmt: skip
    page.wait_for("form.step")
    main = page.driver.find_element("css selector", "main").text
    assert "muck" not in main.lower(), main
    assert "Bob may give up instead, without showing" in main, main
    player.go(player.button("Give up without showing"))
    assert _status(page).endswith("Folded: Bob SB 198"), _status(page)
    fits_the_phone(page)


def test_a_history_not_over_is_continued_on_the_play_screen(page: Page) -> None:
    """The contract's example history stops on third street: "Continue this hand" opens the
    play screen there (the same players, chips, stakes, cards and whose turn), and the hand
    goes on from it; a history that is over offers none."""
    player = on_a_phone(page)
    player.open("/histories")
    player.go(page.driver.find_element("id", "example"))
    said = page.wait_for("#answer").text
    assert "Cy may: fold, call 4, complete to 10." in said, said
    fits_the_phone(page)
    player.go(page.driver.find_element("id", "continue"))
    assert page.wait_for("h1").text == "Razz"
    status = _status(page)
    assert status.startswith("Pot 7 · Third street · Cy to act"), status
    assert "Bob 195 (bet 4) · Cy 199 · Ann 199" in status, status
    seats = page.driver.find_element("css selector", "ul.seats").text
    assert "K♠" in seats and "3♦" in seats and "K♥" in seats, seats
    player.go(player.button("Call 4"))
    assert "Ann to act" in _status(page), _status(page)
    fits_the_phone(page)
    player.open("/histories?" + urlencode({"phh": DOLLARS}))
    assert "there the amounts are in cents, as chips" in page.wait_for("#answer").text
    player.go(page.driver.find_element("id", "continue"))
    assert "Ann SB 4850" in _status(page), _status(page)
    player.open("/histories?" + urlencode({"phh": FOLDED}))
    assert "wins" in page.wait_for("#answer").text
    assert not page.find_all("#continue")


FOLDED = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']
players = ['Ann', 'Bob']
"""

DOLLARS = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [0.25, 0.5, 0]
min_bet = 0.5
starting_stacks = [50.0, 42.75, 60.0]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 1.5', 'p1 cc', 'p2 f']
players = ['Ann', 'Bob', 'Cy']
"""


def test_once_the_hand_is_over_the_winner_has_his_chips(page: Page) -> None:
    """At the showdown the status says so; once the pot is paid, the winner's chips on the
    status line and at the table include it (Ann 98 + 6 = 104), as the players count them."""
    player = on_a_phone(page)
    events = "\n".join([
        "deal 2 down=??,??", "deal 3 down=??,??", "deal 1 down=??,??",
        "call 1 to=2", "call 2 to=2", "check 3",
        "community card=Ah", "community card=7c", "community card=2d",
        *("check 2", "check 3", "check 1", "community card=Ks"),
        *("check 2", "check 3", "check 1", "community card=3h"),
        "check 2", "check 3", "check 1",
    ])  # fmt: skip
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "100",
                                                   **BLINDS, "played": events}))  # fmt: skip
    assert _status(page).startswith("Pot 6 · The showdown"), _status(page)
    for field, cards in zip(page.find_all("form.step input[data-cards]"),
                            ("Qh Qd", "9c 8c", "2h 2c"), strict=False):  # fmt: skip
        player.type(field, cards)  # Bob's, Cy's, then Ann's: from the dealer's left
    player.go(player.button("Show the cards"))
    assert "Ann wins 6, 4 more than put in" in page.wait_for("#answer").text
    assert "Ann D 104 · Bob SB 98 · Cy BB 98" in _status(page), _status(page)
    seats = page.driver.find_element("css selector", "ul.seats").text
    assert "104 chips" in seats, seats
    fits_the_phone(page)


def test_a_draw_is_how_many_cards_in_one_tap(page: Page) -> None:
    """Badugi's draw: "How many cards does Bob draw?", a button for each count up to four and
    one to stand pat; the cards thrown and drawn unseen unless typed under a heading that
    opens (Cy saw his: K♥ out, 2♣ in)."""
    player = on_a_phone(page)
    deals = [f"deal {seat} down=??,??,??,??" for seat in (2, 3, 1)]
    events = "\n".join([*deals, "call 1 to=2", "call 2 to=2", "check 3"])
    player.open("/play/badugi?" + urlencode({"players": "Ann, Bob, Cy", "chips": "100",
                                             **BLINDS, "played": events}))  # fmt: skip
    step = page.wait_for("form.step")
    assert step.find_element("tag name", "h2").text == "How many cards does Bob draw?"
    shown = [button.text for button in step.find_elements("css selector", "button")
             if button.is_displayed()]  # fmt: skip
    assert shown[:5] == ["Draw 1", "Draw 2", "Draw 3", "Draw 4", "Stand pat (draw none)"], shown
    fits_the_phone(page)
    player.go(player.button("Draw 2"))
    step = page.wait_for("form.step")
    assert step.find_element("tag name", "h2").text == "How many cards does Cy draw?"
    player.tap(step.find_element("css selector", "details.more summary"))
    player.type(page.driver.find_element("css selector", "input[name='discards.3']"), "Kh")
    player.type(page.driver.find_element("css selector", "input[name='down.3']"), "2c")
    player.go(player.button("Draw 1"))
    assert page.wait_for("form.step h2").text == "How many cards does Ann draw?"
    player.go(player.button("Stand pat (draw none)"))
    assert "Bob to act" in _status(page), _status(page)
    seats = page.driver.find_element("css selector", "ul.seats").text
    assert "2♣" in seats, seats


def test_a_deal_nobody_opens_leaves_its_pot_to_the_next(page: Page) -> None:
    """Jacks or Better passed out: the ruling says nobody opened and the pot stays for the
    next deal, dealt by Bob (not "Now: over"); the next deal starts with that pot in."""
    player = on_a_phone(page)
    deals = [f"deal {seat} down=??,??,??,??,??" for seat in (2, 3, 1)]
    events = "\n".join(["ante 1 amount=1", *deals, "check 2", "check 3", "check 1"])
    player.open("/play/jacks_or_better?" + urlencode({
        "players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1", "stakes.small_bet": "2",
        "played": events,
    }))  # fmt: skip
    ruling = page.wait_for("#answer").text
    assert "Nobody opened: the deal passes to the left." in ruling, ruling
    assert "The pot of 1 stays for the next deal, dealt by Bob." in ruling, ruling
    assert "Now: over" not in ruling, ruling
    fits_the_phone(page)
    player.go(page.driver.find_element("id", "next-hand"))
    assert _status(page).startswith("Pot 1 · Bob deals"), _status(page)


def test_jacks_or_better_betting_keeps_its_buttons_and_the_opener_proves_his_openers(
    page: Page,
) -> None:
    """Once Bob opens, Cy's turn is his buttons with their amounts (Call 2), the opener's
    "no openers" a quiet step under them (not four big buttons, "Raise" without an amount);
    at the showdown Bob shows the three cards he threw, unseen at the draw, with his hand."""
    player = on_a_phone(page)
    deals = [f"deal {seat} down=??,??,??,??,??" for seat in (2, 3, 1)]
    setup = {"players": "Ann, Bob, Cy", "chips": "100", "stakes.ante": "1",
             "stakes.small_bet": "2"}  # fmt: skip
    player.open("/play/jacks_or_better?" + urlencode({**setup, "played": "\n".join(
        ["ante 1 amount=1", *deals, "bet 2 to=2"])}))  # fmt: skip
    steps = page.find_all("form.step")
    assert steps[0].find_element("tag name", "h2").text == "Cy to act"
    assert player.button("Call 2") and player.button("Raise to 4")
    assert steps[1].text.startswith("Bob opened without jacks or better?"), steps[1].text
    assert "quiet" in str(player.button("He had no openers").get_attribute("class"))
    fits_the_phone(page)
    draws = [f"draw {seat} discards=??,??,?? down=??,??,??" for seat in (2, 3, 1)]
    events = ["ante 1 amount=1", *deals, "bet 2 to=2", "call 3 to=2", "call 1 to=2", *draws,
              "check 2", "check 3", "check 1"]  # fmt: skip
    player.open("/play/jacks_or_better?" + urlencode({**setup, "played": "\n".join(events)}))
    proof = page.wait_for("input[name='discards.2']")
    assert proof.accessible_name == "Bob: 3 cards thrown at the draw, shown to prove his openers"
    for name, cards in (("down.2", "Ah Ad 4d 5h 8s"), ("discards.2", "2c 7d 9s"),
                        ("down.3", "Kh Kd 9c 8c 3s"), ("down.1", "Jh Jd 4c 5s 7h")):  # fmt: skip
        player.type(page.driver.find_element("css selector", f"input[name='{name}']"), cards)
    player.go(player.button("Show the cards"))
    assert "Bob wins 7, 5 more than put in" in page.wait_for("#answer").text


def test_a_card_shown_twice_is_refused_in_one_plain_sentence(page: Page) -> None:
    """Seven-card stud's showdown, Ann's 3♦ already face up before Cy: the refusal is one
    sentence naming the card, once (not "up 1: ... down 2: ..."), the cards typed kept."""
    player = on_a_phone(page)
    streets = [("2s", "3d", "Kh"), ("8c", "5h", "Qh"), ("9d", "2h", "Jh"), ("Tc", "7c", "Th")]
    events = ["ante 2 amount=1", "ante 3 amount=1", "ante 1 amount=1"]
    for number, cards in enumerate(streets):
        down = "down=??,?? " if not number else ""
        events += [f"deal {seat} {down}up={card}" for seat, card in zip((2, 3, 1), cards,
                                                                          strict=True)]  # fmt: skip
        events += (["bring_in 2 to=2", "call 3 to=2", "call 1 to=2"] if not number
                   else ["check 1", "check 2", "check 3"])  # fmt: skip
    events += ["deal 2 down=??", "deal 3 down=??", "deal 1 down=??", "check 1", "check 2",
               "check 3"]  # fmt: skip
    stakes = {"stakes.ante": "1", "stakes.bring_in": "2", "stakes.small_bet": "5",
              "stakes.big_bet": "10"}  # fmt: skip
    setup = {"players": "Ann, Bob, Cy", "chips": "200", **stakes, "played": "\n".join(events)}
    player.open("/play/seven_card_stud?" + urlencode(setup))
    for name, cards in (("down.2", "As Ad 9h"), ("down.3", "5c 6c 7h"), ("down.1", "2c 3d 4h")):
        player.type(page.driver.find_element("css selector", f"input[name='{name}']"), cards)
    player.go(player.button("Show the cards"))
    said = page.wait_for("#refused").text
    assert said == (
        "Not allowed: 3d appears twice, but a one-pack deck holds only one (Cy's cards and "
        "Ann's cards). The rule: No card twice."
    ), said
    typed = page.driver.find_element("css selector", "input[name='down.1']")
    assert typed.get_attribute("value") == "2c 3d 4h"
    page.forget()  # the refused step's 422 is logged as a failed load


def test_the_hands_link_is_not_broken_around_its_copy_button(page: Page) -> None:
    """At 360 px the hand's link reads on one line with "Copy link" beside or under it (the
    link broke after "0", its last word on the next line beside the button)."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   **BLINDS}))  # fmt: skip
    link = page.wait_for("#share-link")
    lines = page.driver.execute_script("return arguments[0].getClientRects().length", link)
    assert lines == 1, link.text
    button = page.driver.find_element("css selector", ".share button.copy")
    assert button.rect["x"] >= link.rect["x"] + link.rect["width"] or button.rect["y"] >= (
        link.rect["y"] + link.rect["height"]
    )
    assert wider_than_the_screen(page.driver) == []


def test_a_games_page_speaks_english_not_the_requests(page: Page) -> None:
    """Omaha's page asks about "an Omaha hand"; hold'em's house rules say "the ante", not the
    request's "stakes.ante"."""
    player = on_a_phone(page)
    player.open("/games/omaha")
    assert page.wait_for("#ask-title").text == "Ask about an Omaha hand"
    player.open("/games/texas_holdem")
    house = page.wait_for("dl.house").text
    assert "stakes." not in house and "each player antes the ante" in house, house
    fits_the_phone(page)


def test_a_player_all_in_is_said_so_on_the_status_line(page: Page) -> None:
    """Bob, with 30 of his own, raises all in: the line at the top says "Bob SB 0 (bet 30,
    all in)", not a bare 0 that reads like a player who left."""
    player = on_a_phone(page)
    events = "\n".join(["deal 2 down=??,??", "deal 3 down=??,??", "deal 1 down=??,??",
                        "call 1 to=2"])  # fmt: skip
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   "chips.2": "30", **BLINDS,
                                                   "options.structure": "no_limit",
                                                   "played": events}))  # fmt: skip
    player.type(page.driver.find_element("id", "a-to-2-raise"), "30")
    player.go(player.button("Raise to 30 (all in)"))
    assert "Bob SB 0 (bet 30, all in)" in _status(page), _status(page)


def test_the_setup_asks_each_players_own_chips_as_he_is_named(page: Page) -> None:
    """On the setup form, as the names are typed, "A player has other chips" opens a field
    for each, everyone's number shown in it; Cy's 80 is his, the others keep everyone's."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem")
    own = page.driver.find_element("id", "own-chips-setup")
    assert not own.is_displayed()
    player.type(page.driver.find_element("id", "players"), "Ann, Bob, Cy")
    summary = page.wait_for("#own-chips-setup summary")
    assert summary.text == "A player has other chips"
    assert "unless a player has other chips" in page.driver.find_element("id", "chips-help").text
    player.tap(summary)
    cy = page.wait_for("#chips-3")
    assert cy.accessible_name == "Cy's chips" and cy.get_attribute("placeholder") == "200"
    fits_the_phone(page)
    player.type(cy, "80")
    player.go(player.button("Start the hand"))
    assert "Ann D 200 · Bob SB 200 · Cy BB 80" in _status(page), _status(page)
    assert "chips.1" not in page.driver.current_url  # the empty ones are not sent


def test_take_back_undoes_the_step_the_player_took(page: Page) -> None:
    """ "Post the blinds and deal", then "Take back": the hand is as before the deal, blinds
    and all (not one seat's cards taken back); the flop dealt, then taken back: no board."""
    player = on_a_phone(page)
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   **BLINDS}))  # fmt: skip
    player.go(player.button("Post the blinds and deal"))
    player.go(page.driver.find_element("id", "undo"))
    assert _status(page).startswith("Pot 0 · Pre-flop"), _status(page)
    assert player.button("Post the blinds and deal")
    events = "\n".join(["deal 2 down=??,??", "deal 3 down=??,??", "deal 1 down=??,??",
                        "call 1 to=2", "call 2 to=2", "check 3"])  # fmt: skip
    player.open("/play/texas_holdem?" + urlencode({"players": "Ann, Bob, Cy", "chips": "200",
                                                   **BLINDS, "played": events}))  # fmt: skip
    player.type(page.wait_for("input[name=card]"), "Ah 7c 2d")
    player.go(player.button("Deal the flop"))
    assert "Board" in _status(page)
    player.go(page.driver.find_element("id", "undo"))
    assert "Board" not in _status(page) and player.button("Deal the flop")


def test_a_game_of_points_shows_no_empty_status_at_the_table(page: Page) -> None:
    """Counterbluff's seats have points and no status: the table says "0 points", not
    "0 points ()"."""
    player = on_a_phone(page)
    player.open("/play/counterbluff?" + urlencode({"players": "Ann Bob"}))
    seats = page.wait_for("ul.seats").text
    assert "0 points" in seats and "()" not in seats, seats


def test_old_mans_declarations_and_the_matched_pot_on_a_phone(page: Page) -> None:
    """RULES.md §5 (Old Man, S4's first hand) on a 360 px phone: the table says who declared
    what; the ruling shows the old man's hand; the losers' matches are out of their chips; the
    next deal starts with the matched pot of 36 and no chip lost."""
    player = on_a_phone(page)
    player.open(
        "/play/old_man?" + urlencode({**old_man_hand.SETUP, "played": old_man_hand.events("stop")})
    )
    seats = page.wait_for("ul.seats").text
    assert "declared high" in seats, seats
    fits_the_phone(page)
    player.open(
        "/play/old_man?" + urlencode({**old_man_hand.SETUP, "played": old_man_hand.events()})
    )
    ruling = page.wait_for("#answer").text
    assert "The old man (high): Three of a kind, aces" in ruling, ruling
    fits_the_phone(page)
    player.go(page.wait_for("#next-hand"))
    status = _status(page)
    assert status.startswith("Pot 36"), status
    assert "Bob 78" in status and "Eve 78" in status and "Fay 114" in status, status
    fits_the_phone(page)


def test_a_refused_house_rule_is_named_opened_and_marked(page: Page) -> None:
    """Omaha high-low with the qualifier typed as "nine": the refusal names the house rule
    (above the form and beside the field, with "none", which the help offers), House rules
    opens to show it, and the field is marked invalid with the red outline."""
    player = on_a_phone(page)
    player.open("/play/omaha_high_low")
    player.type(page.wait_for("#players"), "Ann, Bob, Cy")
    player.tap(page.driver.find_element("css selector", "details.house > summary"))
    player.type(page.driver.find_element("id", "f-options-qualifier"), "nine")
    player.go(player.button("Start the hand"))
    alert = page.wait_for("#answer").text
    assert "Under House rules: Qualifier." in alert, alert
    said = page.driver.find_element("id", "f-options-qualifier-error-1")
    assert said.is_displayed()
    assert (
        said.text == 'Qualifier: "nine" is not a number: type a whole number from 5 to 13, or none.'
    )
    field = page.driver.find_element("id", "f-options-qualifier")
    assert field.is_displayed() and field.get_attribute("aria-invalid") == "true"
    assert "f-options-qualifier-error-1" in str(field.get_attribute("aria-describedby"))
    assert field.value_of_css_property("border-top-width") == "2px"
    fits_the_phone(page)
    page.forget()  # the refused setup's 422 is logged as a failed load


def test_face_up_for_all_ins_offers_no_giving_up(page: Page) -> None:
    """House rules "hands known still show" and "face up for all-ins" (TDA Rule 16): Cy is all
    in and the river is checked down; the player due to show first may not give up without
    showing, as the API refuses it (rule games.face-up-all-in). Without the second, he may."""
    player = on_a_phone(page)
    events = "\n".join([
        "deal 2 down=Ah,Ad", "deal 3 down=Kh,Kd", "deal 1 down=Qh,Qd",
        "raise 1 to=20", "call 2 to=20", "call 3 to=10",
        "community card=2c", "community card=7s", "community card=9d",
        "check 2", "check 1", "community card=Th", "check 2", "check 1",
        "community card=3s", "check 2", "check 1",
    ])  # fmt: skip
    table = {"players": "Ann, Bob, Cy", "chips": "200", "chips.3": "10", **BLINDS, "played": events,
             "options.known_hands_show": "true"}  # fmt: skip
    player.open("/play/texas_holdem?" + urlencode(table | {"options.face_up_all_in": "true"}))
    step = page.wait_for("form.step").text
    assert "shows first" in step, step
    main = page.driver.find_element("css selector", "main").text
    assert "Give up without showing" not in main, main
    player.open("/play/texas_holdem?" + urlencode(table))
    page.wait_for("form.step")
    main = page.driver.find_element("css selector", "main").text
    assert "Give up without showing" in main, main
