"""The rulebook page's topics as a casual player read them on a 360 px phone: topics with no
words fell back to the id capitalised ("Holdem", "Badugi", "Lowball"), and in two columns a
count ran into the next column's bullet ("Playing a hand (8)•")."""

from __future__ import annotations

from flask.testing import FlaskClient
from live_page import Page
from page_text import text
from phone import fits_the_phone, on_a_phone

from service.page.views import RULE_TOPICS
from service.rules.rulebook import RULEBOOK


def test_every_topic_of_the_rulebook_has_its_words() -> None:
    """A new family of rules (its ids' first part) is said in words on the rules page, never
    its id capitalised: add it to RULE_TOPICS."""
    topics = {rule.id.split(".", 1)[0] for rule in RULEBOOK.values()}
    assert topics <= set(RULE_TOPICS), sorted(topics - set(RULE_TOPICS))


def test_the_common_games_topics_are_said_as_players_say_them(client: FlaskClient) -> None:
    """Each topic titled in words with its count of rules (the counts grow with the rulebook)."""
    said = text(client.get("/rules").text)
    for topic in ("holdem", "omaha", "lowball", "badugi"):
        count = sum(rule.id.split(".", 1)[0] == topic for rule in RULEBOOK.values())
        title = f"{RULE_TOPICS[topic]} ({count})"
        assert title in said, title
    assert "Hold'em" in said and "Holdem" not in said


def test_no_count_runs_into_the_next_columns_bullet(page: Page) -> None:
    """On the phone each topic's count ends well before the next column's bullet (about 1.5 rem
    left of its item), and a topic is never split between two columns."""
    on_a_phone(page).open("/rules")
    crowded = page.driver.execute_script(
        """
        var items = Array.from(document.querySelectorAll('.topics li'));
        var lefts = items.map(function (li) { return li.getBoundingClientRect().left; });
        var columns = Array.from(new Set(lefts)).sort(function (a, b) { return a - b; });
        var bullet = 1.5 * parseFloat(getComputedStyle(document.documentElement).fontSize);
        var found = [];
        items.forEach(function (li, i) {
          var next = columns.find(function (left) { return left > lefts[i]; });
          var count = li.querySelector('.count').getBoundingClientRect();
          if (li.getClientRects().length > 1) found.push('split: ' + li.textContent);
          if (next !== undefined && count.right > next - bullet) found.push(li.textContent);
        });
        return found;
        """
    )
    assert crowded == [], crowded
    fits_the_phone(page)
