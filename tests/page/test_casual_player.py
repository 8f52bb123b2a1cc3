"""The page as a casual player meets it, in headless Chromium on a phone's screen: the README's
Razz hand and a short hold'em hand played from an empty page within a budget of taps and
screens; every page free of serious accessibility faults (axe-core) and of sideways scrolling
at 360 px; a browser's 404 and 405 as pages.
"""

from __future__ import annotations

from urllib.parse import urlencode

import chromium
import holdem_hand
import razz_hand
from accessibility import wider_than_the_screen
from axe import blocking
from casual_player import CasualPlayer
from live_page import Page
from selenium.webdriver.remote.webelement import WebElement

NARROW = chromium.Screen(360, 740, scale=2.0, mobile=True)
"""The narrowest phone the page is made for."""


def _fill_setup(player: CasualPlayer) -> None:
    """The players' names; the chips and stakes only where the form's defaults differ."""
    driver = player.page.driver
    player.type(driver.find_element("id", "players"), razz_hand.PLAYERS)
    wanted = {"chips": razz_hand.CHIPS}
    wanted |= {f"f-stakes-{name}": value for name, value in razz_hand.STAKES.items()}
    for field_id, value in wanted.items():
        field = driver.find_element("id", field_id)
        if field.get_attribute("value") != value:
            player.type(field, value)


def _label(field: WebElement) -> str:
    return str(field.accessible_name)


def _in_view(player: CasualPlayer, element: WebElement) -> bool:
    script = "const r = arguments[0].getBoundingClientRect(); return r.bottom <= innerHeight;"
    return bool(player.page.driver.execute_script(script, element))


def _play_step(player: CasualPlayer, form: WebElement, streets: list[dict[str, str]],
               actions: list[tuple[str, str]]) -> None:  # fmt: skip
    """One step of the hand, as the player at the table takes it."""
    said = form.text
    fields = form.find_elements("css selector", "input[data-cards]")
    if "Post the antes" in said:
        player.go(player.button("Post the antes: 1 each"))
    elif fields and "Show the cards" in said:
        for field in fields:
            player.type(field, razz_hand.SHOWS[_label(field).split(":")[0]])
        player.go(player.button("Show the cards"))
    elif fields:
        up = streets.pop(0)
        for field in fields:
            # One field for the street's face-up cards, in the order the label names them.
            label = _label(field)
            if field.is_displayed() and label.startswith("Face-up cards as dealt: "):
                order = label.removeprefix("Face-up cards as dealt: ").split(", ")
                player.type(field, " ".join(up[who] for who in order))
            elif field.is_displayed() and "face up" in label:
                player.type(field, up[label.split(":")[0]])
        player.go(player.button("Deal"))
    else:
        who, pressed = actions.pop(0)
        status = player.page.driver.find_element("id", "status").text
        assert f"{who} to act" in status, (who, status)
        assert all(name in status for name in razz_hand.PLAYERS.split(", ")), status  # stacks
        button = player.button(pressed)
        undo = form.find_elements("id", "undo")
        assert undo and _in_view(player, undo[0]), "take-back is not beside the actions"
        assert _in_view(player, button), f"{pressed!r} is below the screen's edge"
        player.go(button)


def test_the_readme_razz_hand_played_by_a_casual_player(page: Page) -> None:
    """From an empty page: pick Razz, name the players, then every step of the README's hand
    (antes together, a street's cards at once, buttons that say their amounts) to the ruling:
    Cy's wheel takes the pot of 31. Prints what it cost and holds it to the budget."""
    chromium.emulate(page.driver, NARROW)
    player = CasualPlayer(page)
    player.open("/")
    player.go(player.link("Razz"))
    player.go(page.driver.find_element("id", "play"))
    _fill_setup(player)
    page.screenshot("play-setup", full_page=False)
    player.go(player.button("Start the hand"))
    streets = [dict(street) for street in razz_hand.UP_CARDS]
    actions = list(razz_hand.ACTIONS)
    for _ in range(40):
        forms = page.find_all("form.step")
        if not forms:
            break
        if len(streets) == 4 and "Fourth street" in forms[0].text:
            page.screenshot("play-street", full_page=False)
        if actions and actions[0] == ("Cy", "Bet 10"):
            page.screenshot("play-actions", full_page=False)
        _play_step(player, forms[0], streets, actions)
    assert not streets and not actions, (streets, actions)
    ruling = page.wait_for("#answer").text
    assert "The pot (31 chips) goes to Cy" in ruling and "goes to Cy" in ruling, ruling
    assert "Wheel (5-4-3-2-A)" in ruling and "Cy wins 31, 16 more than put in" in ruling
    assert wider_than_the_screen(page.driver) == []
    page.screenshot("play-ruling", full_page=False)
    tall = page.driver.execute_script("return document.documentElement.scrollHeight")
    print(f"\nThe README's Razz hand, played on the page: {player}; the ruling {tall} px tall")
    budget = razz_hand.BUDGET
    assert player.taps <= budget["taps"], str(player)
    assert player.keys <= budget["keys"], str(player)
    assert player.screens <= budget["screens"], str(player)


def _razz_hand_at(events: str) -> str:
    setup = {"players": razz_hand.PLAYERS, "chips": razz_hand.CHIPS}
    setup |= {f"stakes.{name}": value for name, value in razz_hand.STAKES.items()}
    return "/play/razz?" + urlencode({**setup, "played": events})


THIRD_STREET = "\n".join([
    "ante 1 amount=1", "ante 2 amount=1", "ante 3 amount=1",
    "deal 1 down=??,?? up=Kh", "deal 2 down=??,?? up=Ks", "deal 3 down=??,?? up=3d",
])  # fmt: skip
PAGES = (
    "/",
    "/rules",
    "/games/razz",
    "/games/old_man",
    "/play/razz",
    "/play/counterbluff",
    "/play/jacks_or_better?players=Ann+Bob+Cy&chips=100&stakes.ante=1&stakes.small_bet=2",
    _razz_hand_at(THIRD_STREET),
    _razz_hand_at(THIRD_STREET + "\nbring_in 2 to=4"),
    "/ask/pots/settle",
    "/ask/hands/evaluate?game=razz",
    "/ask/hands/evaluate?hands.0.cards=As+Kd+Qh+Jc+9s&hands.1.cards=2c+3d+4h+5s+7c&ask=1",
    "/ask/pots/settle?dealer=1&seats.0.contributed=7&seats.0.cards=As+Kd+Qh+Jc+9s"
    "&seats.1.contributed=7&seats.1.cards=2c+3d+4h+5s+7c&low.ranking=ace_to_five&ask=1",
    "/no-such-page",
)


def test_no_page_has_a_serious_accessibility_fault_or_scrolls_sideways(page: Page) -> None:
    """axe-core finds no serious or critical violation, and nothing is wider than 360 px."""
    chromium.emulate(page.driver, NARROW)
    faults = {}
    for path in PAGES:
        page.open(path)
        page.wait_for("h1")
        found = blocking(page.driver) + wider_than_the_screen(page.driver)
        if found:
            faults[path] = found
    page.forget()  # the 404 page's own status is logged as a failed load
    said = (f"{path}:\n  " + "\n  ".join(found) for path, found in faults.items())
    assert not faults, "\n".join(said)


def test_a_browser_gets_pages_for_404_and_405(page: Page) -> None:
    page.open("/no-such-page")
    assert page.wait_for("h1").text == "Page not found"
    assert "Pick your game" in page.driver.find_element("css selector", "main").text
    page.forget()


def test_the_rulebook_filters_as_you_type_and_links_every_rule(page: Page) -> None:
    chromium.emulate(page.driver, NARROW)
    page.open("/rules")
    field = page.wait_for("#rule-filter")
    field.send_keys("bring-in")
    shown = [rule for rule in page.find_all(".rulebook > li") if rule.is_displayed()]
    assert shown and len(shown) < len(page.find_all(".rulebook > li"))
    assert all("bring-in" in rule.text.lower() for rule in shown)
    page.screenshot("rules-filtered", full_page=False)
    page.open("/rules#stud.razz")
    assert page.driver.find_element("id", "stud.razz").is_displayed()


def test_the_card_picker_keeps_a_suit_together_in_its_colour(page: Page) -> None:
    """On a 360 px phone a suit's cards are two lines of their own (7 and 6, each card a thumb
    wide), under the suit before: no suit's cards among another's."""
    chromium.emulate(page.driver, NARROW)
    page.open("/ask/hands/evaluate")
    page.driver.find_element("css selector", "#f-hands-0-cards + button.open-picker").click()
    rows = page.find_all(".card-picker .picker-row[class*='suit-']")
    assert len(rows) == 4
    above = 0.0
    for row in rows:
        tops = sorted({button.rect["y"] for button in row.find_elements("css selector", "button")})
        assert len(tops) == 2 and tops[0] > above, ("a suit on two lines of its own", tops)
        above = tops[-1]
    red = page.driver.find_element("css selector", 'button[aria-label="add K of hearts"]')
    black = page.driver.find_element("css selector", 'button[aria-label="add K of spades"]')
    assert red.value_of_css_property("color") != black.value_of_css_property("color")
    assert wider_than_the_screen(page.driver) == []
    page.screenshot("card-picker", full_page=False)


def test_a_no_limit_raise_sized_with_the_slider(page: Page) -> None:
    """No limit: the raise's amount is the player's, on a slider or typed; the button says it."""
    chromium.emulate(page.driver, NARROW)
    player = CasualPlayer(page)
    events = THIRD_STREET + "\nbring_in 2 to=4\nraise 3 to=10"
    player.open(_razz_hand_at(events) + "&options.structure=no_limit")
    slider = page.wait_for('input[type="range"]')
    page.driver.execute_script(
        "arguments[0].value = 35; arguments[0].dispatchEvent(new Event('input'))", slider
    )
    button = player.button("Raise to 35")
    assert page.driver.find_element("id", "a-to-1-raise").get_attribute("value") == "35"
    assert wider_than_the_screen(page.driver) == []
    page.screenshot("play-no-limit", full_page=False)
    player.go(button)
    assert "35 in this round" in page.wait_for("ul.seats").text


def _holdem_step(player: CasualPlayer, form: WebElement, board: list[str],
                 actions: list[tuple[str, str]]) -> None:  # fmt: skip
    """One step of the hold'em hand: the deal, a street's board cards, a bet, the showdown."""
    fields = [field for field in form.find_elements("css selector", "input[data-cards]")
              if field.is_displayed()]  # fmt: skip
    if form.find_elements("css selector", "input[name=card]"):
        player.type(fields[0], board.pop(0))
        player.go(player.button(form.find_element("tag name", "h2").text))
    elif fields and "Show the cards" in form.text:
        for field in fields:
            player.type(field, holdem_hand.SHOWS[_label(field).split(":")[0]])
        player.go(player.button("Show the cards"))
    elif any("deal" in button.text.lower() for button in form.find_elements("tag name", "button")):
        # the hole cards, unseen, and the blinds (the take-back, a link, may say "the deal")
        assert "Bob posts the small blind (1), Cy the big blind (2)" in form.text, form.text
        player.go(player.button("Post the blinds and deal"))
        seats = player.page.driver.find_element("css selector", "ul.seats").text
        assert "1 in this round" in seats and "2 in this round" in seats, seats
    else:
        who, pressed = actions.pop(0)
        status = player.page.driver.find_element("id", "status").text
        assert f"{who} to act" in status, (who, status)
        player.go(player.button(pressed))


def test_a_holdem_hand_played_by_a_casual_player(page: Page) -> None:
    """From an empty page: pick Texas hold'em, name the players, type the blinds, then the
    deal (blinds posted with it), the flop in one field, the turn, the river, a bet and a call,
    the showdown: Ann's two pair take the pot of 10. Every screen is checked with axe-core and
    for sideways scrolling; what it cost is printed and held to the budget."""
    chromium.emulate(page.driver, NARROW)
    player = CasualPlayer(page)
    faults: dict[str, list[str]] = {}

    def check(screen: str) -> None:
        found = blocking(page.driver) + wider_than_the_screen(page.driver)
        if found:
            faults[screen] = found

    player.open("/")
    player.go(player.link("Texas hold'em"))
    player.go(page.driver.find_element("id", "play"))
    check("setup")
    player.type(page.driver.find_element("id", "players"), holdem_hand.PLAYERS)
    wanted = {"chips": holdem_hand.CHIPS}
    wanted |= {f"f-stakes-{name}": value for name, value in holdem_hand.STAKES.items()}
    for field_id, value in wanted.items():
        field = page.driver.find_element("id", field_id)
        if field.get_attribute("value") != value:
            player.type(field, value)
    player.go(player.button("Start the hand"))
    board = list(holdem_hand.BOARD)
    actions = list(holdem_hand.ACTIONS)
    for _ in range(40):
        forms = page.find_all("form.step")
        if not forms:
            break
        check(forms[0].text.splitlines()[0])
        _holdem_step(player, forms[0], board, actions)
    assert not board and not actions, (board, actions)
    ruling = page.wait_for("#answer").text
    check("ruling")
    status = " ".join(page.driver.find_element("id", "status").text.split())
    assert "Board A♥ 7♣ 2♦ K♠ 3♥" in status, status
    page.screenshot("play-holdem-ruling", full_page=False)
    assert "The pot (10 chips) goes to Ann" in ruling and "goes to Ann" in ruling, ruling
    assert "Ann wins 10, 6 more than put in" in ruling, ruling
    assert not faults, faults
    print(f"\nThe hold'em hand, played on the page: {player}")
    budget = holdem_hand.BUDGET
    assert player.taps <= budget["taps"], str(player)
    assert player.keys <= budget["keys"], str(player)
    assert player.screens <= budget["screens"], str(player)
