"""What the page reads once per app: the questions of the contract and the games the API knows.

Both come from the service itself (its OpenAPI document, ``GET /v1/games``), so a game, a house
rule or a question added to the API appears on the page without a change here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from flask import current_app

from service.api.views.docs import openapi_dict
from service.page.asking import ask
from service.page.questions import Question, read_questions
from service.page.rule_names import house_rule_label
from service.page.schema import plain


def remember(key: str, make: Callable[[], Any]) -> Any:
    """A value the page reads once per app (the contract, the catalogue), kept with the app."""
    store: dict[str, Any] = current_app.extensions.setdefault("page", {})
    if key not in store:
        store[key] = make()
    return store[key]


def questions() -> dict[str, Question]:
    """The questions, read once per app from its own contract."""
    found: dict[str, Question] = remember("questions", lambda: read_questions(openapi_dict()))
    return found


def catalogue() -> dict[str, dict[str, Any]]:
    """Every game as ``GET /v1/games`` describes it (its name, its house rules), by id."""
    games: dict[str, dict[str, Any]] = remember(
        "catalogue",
        lambda: {str(game["id"]): game for game in ask("GET", "/v1/games").body["games"]},
    )
    return games


def game_names() -> dict[str, str]:
    """Each game's name by its id."""
    return {game_id: str(game["name"]) for game_id, game in catalogue().items()}


_COMMON_FIRST: Final = (
    "texas_holdem", "omaha", "omaha_high_low", "short_deck_holdem",
    "seven_card_stud", "seven_card_stud_high_low", "razz",
    "five_card_draw", "deuce_to_seven_triple_draw", "deuce_to_seven_single_draw",
    "ace_to_five_draw", "badugi",
)  # fmt: skip
"""The games most tables deal, in the order a player looks for them: hold'em, Omaha, stud,
draw; the home games follow as the catalogue lists them."""


def game_order(games: Sequence[str]) -> list[str]:
    """Game ids in a player's order: the common games first (:data:`_COMMON_FIRST`).

    >>> game_order(["razz", "old_man", "omaha", "texas_holdem"])
    ['texas_holdem', 'omaha', 'razz', 'old_man']
    """
    first = {game: index for index, game in enumerate(_COMMON_FIRST)}
    return sorted(games, key=lambda game: first.get(game, len(first)))


_STAKE_TURNED_ON: Final = {"forced_bring_in": "bring_in"}
"""The stake a house rule turns on: a game whose rule is off by default takes no such stake."""


def setup_refused(game_id: str, path: str) -> frozenset[str]:
    """The parts of a hand's setup a game does not take, as its operation in the contract says
    (``stakes`` and ``seats.0.stack`` in Counterbluff): the setup form leaves them out. A game's
    stakes are its own in the contract (a blind game's have no small bet), so the form asks
    the fields there and no others."""
    question = next((q for q in questions().values() if q.path == path), None)
    if question is None:
        raise LookupError(f"no question of the contract is asked at {path} ({game_id})")
    fields = {field.name: field for field in question.fields}
    refused = {name for name in ("stakes", "seats") if name not in fields}
    seats = fields.get("seats")
    if seats is not None and "stack" not in {child.name for child in seats.children}:
        refused.add("seats.0.stack")
    # A stake a house rule turns on, off by default (the bring-in of the Man with the Axe):
    # the game as usually played does not take it.
    options = catalogue()[game_id].get("options") or ()
    off = {_STAKE_TURNED_ON.get(o["name"]) for o in options if o["default"] is False}
    stakes = fields.get("stakes")
    for stake in stakes.children if stakes is not None else ():
        if stake.name.removeprefix("stakes.") in off:
            refused.add(stake.name)
    return frozenset(refused)


_SAID: Final = {
    "s1": "the classic reading",
    "rr": "Robert's Rules",
    "suit_all_cards": "by suit, of all his cards",
    "suit_winning_hand": "by suit, of the winning hand",
    "unlimited_if_two_at_start": "unlimited if two players started the betting round",
    "unlimited_when_heads_up": "unlimited once the betting round is down to two players",
    # Elimination's side pot that a player who lost every card is not in: "declare now", as
    # spelled, said neither which pot nor who declares.
    "play_on": "its players play on for it",
    "declare_now": "its players declare for it at once",
}
"""House rule values whose names mean nothing to a player (the source a reading comes from,
the odd chip's suit rules), in a player's words; the rest read as they are spelled."""


_FAMILY_WORDS: Final = {
    "stud": "Stud",
    "draw": "Draw (five-card draw, lowball, badugi)",
    "board": "Hold'em or Omaha",
}
"""A dispute's game family (``board``: the games with a board) as a player names his game."""


def choice_words(field: str, value: str) -> str:
    """One choice of a form's select as a player says it: a family by its games.

    >>> choice_words("family", "board"), choice_words("exposed_by", "dealer")
    ("Hold'em or Omaha", 'dealer')
    """
    if field == "family" and value in _FAMILY_WORDS:
        return _FAMILY_WORDS[value]
    return value_words(value)


def value_words(value: object) -> str:
    """A house rule's value as a person says it: ``fixed_limit`` -> ``fixed limit``.

    >>> [value_words(value) for value in ("fixed_limit", True, None, 8, "rr")]
    ['fixed limit', 'yes', 'none', '8', "Robert's Rules"]
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(value_words(item) for item in value) or "none"
    return _SAID.get(str(value), str(value).replace("_", " "))


def form_value(value: object) -> str:
    """A value as the form sends it: ``yes``, ``none``, ``2 J`` for a list of ranks."""
    if isinstance(value, bool) or value is None:
        return value_words(value)
    if isinstance(value, list):
        return " ".join(map(str, value))
    return str(value)


_YES_NO: Final = (("yes", "yes"), ("no", "no"))
"""A house rule that is on or off, as the form sends it and says it."""


@dataclass(frozen=True, slots=True)
class HouseRule:
    """One house rule of a game, in words: its name, what it decides, its default, its choices."""

    name: str
    label: str
    help: str
    default: str
    """The default as the form sends it (``yes``, ``fixed_limit``)."""
    choices: tuple[tuple[str, str], ...]
    """Each value the form may send, with its words; none where a value is typed."""
    rule: str
    structures: tuple[str, ...] = ()
    """The betting structures the rule applies to (the fixed-limit raises cap); empty: all."""

    def applies(self, structure: str | None) -> bool:
        """Whether the rule applies under the betting structure chosen (None: a game of one).

        >>> rule = HouseRule("max_raises", "Max raises", "", "3", (), "", ("fixed_limit",))
        >>> rule.applies("no_limit"), rule.applies("fixed_limit"), rule.applies(None)
        (False, True, True)
        """
        return not self.structures or structure is None or structure in self.structures

    @property
    def default_words(self) -> str:
        """The default as a person says it."""
        return dict(self.choices).get(self.default, self.default.replace("_", " "))


def house_rules(game: Mapping[str, Any]) -> tuple[HouseRule, ...]:
    """A game's house rules as the catalogue lists them, each said in words."""
    found = []
    for option in game.get("options") or ():
        default = option.get("default")
        choices: tuple[tuple[str, str], ...] = ()
        if option.get("kind") == "boolean":
            choices = _YES_NO
        elif option.get("choices"):
            values = [str(choice) for choice in option["choices"]]
            choices = tuple((value, value_words(value)) for value in values)
            if option.get("nullable"):
                choices += (("none", "none"),)
        name = str(option["name"])
        found.append(
            HouseRule(
                name=name,
                label=house_rule_label(name),
                help=plain(str(option.get("description", ""))),
                default=form_value(default),
                choices=choices,
                rule=str(option.get("rule", "")),
                structures=tuple(str(each) for each in option.get("structures") or ()),
            )
        )
    return tuple(found)


def changed_rules(game: Mapping[str, Any], params: Mapping[str, str]) -> tuple[str, ...]:
    """The house rules a table plays other than the game's usual, each as the setup form
    labels it and says its value: ``structure: pot limit``, ``qualifier: 9``. The game's name
    says how it is usually played (Omaha high-low, eight or better): these say what differs.

    >>> game = {"options": [{"name": "qualifier", "kind": "integer", "default": 8},
    ...     {"name": "structure", "kind": "choice", "default": "fixed_limit",
    ...      "choices": ["fixed_limit", "pot_limit"]}]}
    >>> changed_rules(game, {"options.qualifier": "9", "options.structure": "fixed_limit"})
    ('qualifier: 9',)
    >>> changed_rules({"options": [{"name": "lowball", "kind": "boolean", "default": False}]},
    ...               {"options.lowball": "TRUE"})
    ('lowball: yes',)
    """
    found = []
    for rule in house_rules(game):
        value = params.get(f"options.{rule.name}", "").strip()
        if rule.choices == _YES_NO:  # an address may spell it as the API does: true, False
            value = {"true": "yes", "false": "no"}.get(value.lower(), value.lower())
        if value and value != rule.default:
            said = dict(rule.choices).get(value, value_words(value))
            found.append(f"{rule.label.lower()}: {said}")
    return tuple(found)
