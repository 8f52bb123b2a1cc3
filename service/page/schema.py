"""What a question asks for, read from the contract: the request schema as a tree of form fields.

The page asks exactly what the API takes, so its forms are made from the committed contract
(the OpenAPI document the code generates), never written by hand: a field added to a request
appears on the page with its description as help.

>>> spec = {"components": {"schemas": {"Seat": {"type": "object",
...     "properties": {"name": {"type": "string"}}, "required": ["name"]}}}}
>>> form = read_fields({"type": "object", "properties": {"seats": {"type": "array",
...     "items": {"$ref": "#/components/schemas/Seat"}}}}, spec, "")
>>> [(f.name, f.kind, f.children[0].name) for f in form]
[('seats', <Kind.ROWS: 'rows'>, 'name')]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Final

from service.page.rule_names import player_words

Schema = dict[str, Any]

_SEAT_INDEX: Final = re.compile(
    r"(?i)index into `?seats|counted from 1|\b(seat|player) (that|to act|the event)|dealer's "
    r"seat|^a seat\b"
)
"""How the contract describes a number that is a seat's index: the page shows it from 1."""
_MOST_ROWS: Final = 10
"""The most rows of a list of objects the page shows (the API's own limit may be lower)."""


class Kind(StrEnum):
    """How a field is entered on the page."""

    TEXT = "text"
    NUMBER = "number"
    CHOICE = "choice"  # one of a few values: a select
    YES_NO = "yes_no"  # a boolean: a box to tick where it is no unless said, else yes or no
    LIST = "list"  # several values typed on one line: cards, ranks, numbers
    GROUP = "group"  # an object: its fields, together
    ROWS = "rows"  # a list of objects: one row each
    LINES = "lines"  # a list of one-of objects (events): one per line, in words
    LISTS = "lists"  # a list of lists (each player's five cards): one list per line


class Item(StrEnum):
    """What a LIST holds, which decides how its text is split and read."""

    CARD = "card"
    NUMBER = "number"
    WORD = "word"


@dataclass(frozen=True, slots=True)
class FormField:
    """One field of a question's form, named by its path in the request (``seats.0.cards``)."""

    name: str
    label: str
    kind: Kind
    help: str = ""
    required: bool = False
    nullable: bool = False
    choices: tuple[str, ...] = ()
    item: Item = Item.WORD
    takes: tuple[str, ...] = ()
    """CARD: what it takes besides the 52 cards, as its pattern says (``Jk``, ``??``)."""
    minimum: int | None = None
    maximum: int | None = None
    most: int = _MOST_ROWS
    default: str = ""
    """What leaving it empty means, as the contract's description says (``Default: `false```),
    in the form's words (``no``, ``carry over``); nothing where it does not say."""
    seat_index: bool = False
    """A seat's index into ``seats``: a person types and reads it from 1, the API from 0."""
    children: tuple[FormField, ...] = ()
    variants: dict[str, tuple[FormField, ...]] = field(default_factory=dict)
    """LINES: each one-of variant's fields, by its ``type`` tag."""
    not_with: tuple[tuple[str, str], ...] = ()
    """The values of other fields (their paths) under which the request refuses this one, as
    the schema's ``allOf`` says: a stud game's exposed card has no deal order."""


def refused_here(field: FormField, params: Mapping[str, str]) -> bool:
    """Whether the values chosen refuse the field (a draw game's fields once stud is chosen).

    >>> number = FormField("deal_order", "Deal order", Kind.NUMBER, not_with=(("family", "stud"),))
    >>> refused_here(number, {"family": "stud"}), refused_here(number, {"family": "draw"})
    (True, False)
    """
    return any(params.get(path, "").strip() == value for path, value in field.not_with)


def plain(text: str) -> str:
    """A description written for programmers too, in a player's words: no code marks, ``null``
    said as none, addresses of the API left out.

    >>> plain("The most a losing go matches; null for no cap.")
    'The most a losing go matches; none for no cap.'
    >>> plain("A name for display, echoed back; the service decides nothing by it.")
    'A name for display; it changes no ruling.'
    >>> plain("Every seat, in clockwise order; a seat is its index in this list.")
    'Every seat, in clockwise order; seat 1 is the first.'
    >>> plain("Hands show in turn. False: cards speak at once.")
    'Hands show in turn. No: cards speak at once.'
    >>> plain("no: each player antes stakes.ante.")
    'no: each player antes the ante.'
    >>> plain("He may raise (a check-raise); false, as Robert's Rules play: he may only call.")
    "He may raise (a check-raise); no, as Robert's Rules play: he may only call."
    >>> plain("The fixed-limit options (`max_raises`, `big_bet`) only with `fixed_limit`.")
    'The fixed-limit options (max raises, big bet) only with fixed limit.'
    >>> plain("With `use` (Omaha), at least `hole_count` of them, and the board at least "
    ...       "`board_count` cards.")[:62]
    "Where the best five must use so many of the hand's own cards a"
    """
    text = text.replace("`", "").replace("null", "none")
    # A request's path is a programmer's name for what the setup form asks in words.
    text = re.sub(r"\bstakes\.(\w+)", lambda found: "the " + found.group(1).replace("_", " "), text)
    text = text.replace("as GET /v1/games/{game} lists them", "as the game's page lists them")
    text = re.sub(
        r"\(?option (\w+) (true|false)\)?",
        lambda found: (
            f"(the house rule {found.group(1).replace('_', ' ')}: "
            f"{'yes' if found.group(2) == 'true' else 'no'})"
        ),
        text,
    )
    text = text.replace("Default: ", "If left empty: ")
    # A name echoed back is a programmer's reassurance; a player needs to know it rules nothing.
    text = text.replace("; the service decides nothing by it", "; it changes no ruling")
    text = re.sub(r"[,;] echoed back", "", text)
    text = text.replace("Omit it to give them yourself", "Leave it empty to give them yourself")
    text = re.sub(r"a seat is its index in this\s+list", "seat 1 is the first", text)
    text = text.replace("; false: ", "; no: ").replace("; true: ", "; yes: ")
    # An option's value said after a semicolon or in brackets ("; false, as ..."): yes or no.
    text = re.sub(
        r"([;(] ?)(true|false)(?=[,:;)])",
        lambda found: found.group(1) + ("yes" if found.group(2) == "true" else "no"),
        text,
    )
    text = text.replace("were all sent (seen)", "were all typed in (seen)")
    text = re.sub(r"(^|\. )False: ", r"\1No: ", text)
    text = re.sub(r"(^|\. )True: ", r"\1Yes: ", text)
    text = re.sub(r"\s*\(case [a-z]\)", "", text)  # the rule it cites says the case in words
    text = re.sub(r"( of)? \(?(GET|POST) /v1/[^\s,;:)]*\)?", "", text)
    text = re.sub(
        r"(, as)?,? an index into (the request's )?seats( \(0 is the first, clockwise\))?",
        ", counted from 1",
        text,
    )
    text = player_words(text)  # option odd_chip: the house rule “Odd chip”
    # Omaha's rule of the cards used, said as the fields that say it are named in the request.
    text = text.replace(
        "With use (Omaha), at least hole_count of them, and the board at least board_count cards.",
        "Where the best five must use so many of the hand's own cards and so many of the "
        "board's (Omaha: two and three), at least that many of each.",
    )
    # Any other name of a field or a choice, as the request spells it (max_raises): in words.
    text = re.sub(r"\b[a-z]+(?:_[a-z]+)+\b", lambda found: found.group(0).replace("_", " "), text)
    return re.sub(r"\s*At most \d+: [^.]*\.", "", text).strip()


_PLAIN_LABELS: Final = {
    "contributed": "Chips put in",
    "stack": "Chips",
    "mucked": "Thrown away unshown",
    "events": "The hand so far",
    "family": "Which game",
    "type": "What was done",
    "at": "Which card",
}
"""Field names a casual player does not say at the table, in the words he does."""


_PLAIN_PATH_LABELS: Final = {"proposed.type": "What he means to do"}
"""Fields whose name alone says too little (an action proposed, not one done), by path."""


def label_of(name: str, path: str = "") -> str:
    """A field name as a person reads it: ``small_bet`` -> ``Small bet``; a card room's word
    in a player's (``contributed`` -> ``Chips put in``, ``type`` -> ``What was done``).

    >>> label_of("small_bet"), label_of("type"), label_of("type", "proposed.type")
    ('Small bet', 'What was done', 'What he means to do')
    """
    if path in _PLAIN_PATH_LABELS:
        return _PLAIN_PATH_LABELS[path]
    if name in _PLAIN_LABELS:
        return _PLAIN_LABELS[name]
    words = name.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def more_words(fields: list[FormField]) -> str:
    """What waits under "More", short enough for a phone's line: a few names, then how many
    others (``high, low, declare and 5 more``).

    >>> more_words([FormField(name=n, label=n.capitalize(), kind=Kind.TEXT) for n in "abcdef"])
    'a, b, c and 3 more'
    >>> more_words([FormField(name="folded", label="Folded", kind=Kind.YES_NO)])
    'folded'
    """
    labels = [field.label.lower() for field in fields]
    if len(labels) <= 4:
        return ", ".join(labels)
    return f"{', '.join(labels[:3])} and {len(labels) - 3} more"


def resolve(schema: Schema, spec: Schema) -> Schema:
    """The schema a ``$ref`` or a nullable ``anyOf`` stands for, with the referring description."""
    extra = {key: value for key, value in schema.items() if key not in ("$ref", "anyOf")}
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        return {**resolve(spec["components"]["schemas"][name], spec), **extra}
    if "anyOf" in schema:
        others = [part for part in schema["anyOf"] if part.get("type") != "null"]
        if len(others) == 1:
            return {**resolve(others[0], spec), **extra, "nullable": True}
    return schema


def _types(schema: Schema) -> tuple[str, bool]:
    """The schema's one type and whether null is allowed too."""
    kind = schema.get("type", "")
    if isinstance(kind, list):
        named = [part for part in kind if part != "null"]
        return (named[0] if named else ""), "null" in kind
    return kind, bool(schema.get("nullable"))


def _takes(schema: Schema) -> tuple[str, ...]:
    """The joker and the unseen card ``??``, where a card's pattern accepts them."""
    pattern = schema.get("pattern")
    if not pattern:
        return ()
    return tuple(card for card in ("Jk", "??") if re.search(pattern, card))


def _item(schema: Schema) -> Item:
    if "pattern" in schema and "cdhs" in schema["pattern"]:
        return Item.CARD
    return Item.NUMBER if _types(schema)[0] == "integer" else Item.WORD


_DEFAULT: Final = re.compile(r"\s*Default: `([a-z_]+)`\.?")
"""A choice's or a yes-or-no's default, as the contract's description says it."""


def default_of(description: str) -> tuple[str, str]:
    """The description without its default, and that default in the form's words: a
    select's empty choice or a box left unticked says it, so the help need not.

    >>> default_of("Players declare instead of cards speaking. Default: `false`.")
    ('Players declare instead of cards speaking.', 'no')
    >>> default_of("Default: `carry_over`.")
    ('', 'carry over')
    >>> default_of("The seats. Default: `0`.")
    ('The seats. Default: `0`.', '')
    """
    found = _DEFAULT.search(description)
    if found is None:
        return description, ""
    value = {"true": "yes", "false": "no"}.get(found.group(1), found.group(1).replace("_", " "))
    return (description[: found.start()] + description[found.end() :]).strip(), value


def read_field(name: str, path: str, schema: Schema, spec: Schema, required: bool) -> FormField:
    """One field of the form, from the schema at ``path`` in the request."""
    schema = resolve(schema, spec)
    kind, nullable = _types(schema)
    description, default = default_of(str(schema.get("description", "")))
    if not ("enum" in schema or kind == "boolean"):
        description, default = str(schema.get("description", "")), ""
    common: dict[str, Any] = {
        "name": path,
        "label": label_of(name, path),
        # Descriptions are written for programmers too: read here in a player's words.
        "help": plain(description),
        "required": required,
        "nullable": nullable,
        "default": default,
    }
    if "enum" in schema:
        choices = tuple(str(value) for value in schema["enum"] if value is not None)
        return FormField(kind=Kind.CHOICE, choices=choices, **common)
    if kind == "boolean":
        return FormField(kind=Kind.YES_NO, **common)
    if kind == "integer":
        low, high = schema.get("minimum"), schema.get("maximum")
        seat = bool(_SEAT_INDEX.search(common["help"]))
        if seat:
            low, high = (None if low is None else low + 1), (None if high is None else high + 1)
        return FormField(kind=Kind.NUMBER, minimum=low, maximum=high, seat_index=seat, **common)
    if kind == "object" and "properties" in schema:
        return FormField(kind=Kind.GROUP, children=read_fields(schema, spec, path), **common)
    if kind == "array":
        items = resolve(schema.get("items", {}), spec)  # a union may be a component of its own
        most = min(int(schema.get("maxItems", _MOST_ROWS)), _MOST_ROWS)
        if "oneOf" in items:
            variants = {}
            for part in items["oneOf"]:
                variant = resolve(part, spec)
                tag = variant["properties"]["type"]["const"]
                variants[tag] = read_fields(variant, spec, "", skip=("type",))
            return FormField(kind=Kind.LINES, variants=variants, **common)
        if _types(items)[0] == "array":
            inner = resolve(items.get("items", {}), spec)
            return FormField(kind=Kind.LISTS, item=_item(inner), takes=_takes(inner), **common)
        if _types(items)[0] == "object":
            return FormField(
                kind=Kind.ROWS, most=most, children=read_fields(items, spec, ""), **common
            )
        choices = tuple(str(value) for value in items.get("enum", ()))
        seats = _types(items)[0] == "integer" and bool(_SEAT_INDEX.search(common["help"]))
        if choices and _item(items) is Item.WORD:
            # Typed as words in a text field, which shows no list: say what it takes.
            typed = f"Type one or more of {', '.join(choices)}, separated by spaces."
            common["help"] = f"{common['help']} {typed}".strip()
        return FormField(
            kind=Kind.LIST,
            item=_item(items),
            takes=_takes(items),
            choices=choices,
            seat_index=seats,  # a list of seats, each shown from 1
            **common,
        )
    return FormField(kind=Kind.TEXT, item=_item(schema), takes=_takes(schema), **common)


def _refused_with(schema: Schema, prefix: str = "") -> dict[str, tuple[tuple[str, str], ...]]:
    """The properties a value of another refuses, as the schema's ``allOf`` says them (``if``
    the family is stud, ``then`` no deal order): by property, the (path, value) pairs.

    >>> schema = {"allOf": [{"if": {"properties": {"family": {"const": "stud"}}},
    ...     "then": {"properties": {"card": {"not": {}}, "card_number": {}}}}]}
    >>> _refused_with(schema)
    {'card': (('family', 'stud'),)}
    """
    found: dict[str, tuple[tuple[str, str], ...]] = {}
    for rule in schema.get("allOf") or ():
        when = (rule.get("if") or {}).get("properties") or {}
        chosen = [(name, part["const"]) for name, part in when.items() if "const" in part]
        if len(chosen) != 1:
            continue
        name, value = chosen[0]
        path = f"{prefix}.{name}" if prefix else name
        for refused, part in ((rule.get("then") or {}).get("properties") or {}).items():
            if part == {"not": {}}:
                found[refused] = (*found.get(refused, ()), (path, str(value)))
    return found


def read_fields(
    schema: Schema, spec: Schema, prefix: str, *, skip: tuple[str, ...] = ()
) -> tuple[FormField, ...]:
    """The fields of an object schema, each named by its path under ``prefix``."""
    schema = resolve(schema, spec)
    required = set(schema.get("required", ()))
    if "discriminator" in schema:
        # A body of several kinds: a field every kind requires is required whichever is chosen.
        kinds = [set(resolve(kind, spec).get("required", ())) for kind in schema["oneOf"]]
        required |= set.intersection(*kinds)
    refused = _refused_with(schema, prefix)
    return tuple(
        replace(
            read_field(name, f"{prefix}.{name}" if prefix else name, part, spec, name in required),
            not_with=refused.get(name, ()),
        )
        for name, part in schema.get("properties", {}).items()
        if name not in skip
    )
