"""``/v1/games``: the catalogue, and a whole hand replayed to its state, next events and result."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, Final

from flask import Response
from werkzeug.exceptions import NotFound

from service.api.contract.catalogue import CatalogSchema, GameSchema
from service.api.contract.examples import EXAMPLES, opening
from service.api.contract.games import PLAYED_BY_EVENTS, state_request_schema
from service.api.contract.hand_state import StateResponseSchema
from service.api.contract.states import events_of, plan_of, state_answer, write_state
from service.api.edge import phh
from service.api.edge.parsing import PathBody
from service.api.edge.paths import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import example, json_answer
from service.api.fast.writing import writer
from service.rules.errors import quoted
from service.rules.games.catalog import CATALOG, GameSpec
from service.rules.games.described import describe

blp = Blueprint(
    "games", __name__, url_prefix="/v1/games", description="Games: the catalogue and whole hands."
)

_GAME_PARAMETER: Final = {
    "in": "path",
    "name": "game",
    "required": True,
    "schema": {"type": "string", "enum": list(CATALOG)},
    "example": "seven_card_stud",
}


def _game(game_id: str) -> GameSpec:
    game = CATALOG.get(game_id)
    if game is None:
        raise NotFound(f"There is no game {quoted(game_id)}; GET /v1/games lists them all.")
    return game


_DESCRIPTIONS: Final = tuple(describe(game) for game in CATALOG.values())
_CATALOG: Final = writer(CatalogSchema)(_DESCRIPTIONS)
_CATALOG_SCHEMA: Final = CatalogSchema()
_GAME_SCHEMA: Final = GameSchema()
_DESCRIBED: Final = {
    description.id: writer(GameSchema)(description) for description in _DESCRIPTIONS
}


@blp.route("", methods=["GET"])
@blp.doc(operationId="listGames")
@blp.response(200, CatalogSchema, example=example({"games": [_DESCRIBED["razz"]]}))
@documents_problems(blp, "GET")
def list_games() -> Response:
    """Every game the service knows, with its house rules.

    The catalogue: players, deck, deal plan, rankings, wild cards, options and defaults.
    """
    # Written already: answered as it stands, not dumped through the schema a second time
    # (a dump of written JSON reads the core's names and would drop a field named otherwise).
    return json_answer(_CATALOG_SCHEMA, _CATALOG)


@blp.route("/<string:game>", methods=["GET"])
@blp.doc(
    operationId="getGame",
    parameters=[_GAME_PARAMETER],
)
@blp.response(200, GameSchema, example=example(_DESCRIBED["seven_card_stud"]))
@documents_problems(blp, "GET")
def get_game(game: str) -> Response:
    """One game: players, deck, deal plan, rankings, options.

    The game with this id and its house rules, each with its default and allowed values.
    """
    return json_answer(_GAME_SCHEMA, _DESCRIBED[_game(game).id])


def _example(game_id: str, request: dict[str, Any]) -> dict[str, Any]:
    answer = state_answer(CATALOG[game_id], state_request_schema(game_id)().load(request))
    written: dict[str, Any] = example(answer)
    return written


def _state_examples(game: GameSpec) -> dict[str, tuple[str, dict[str, Any]]]:
    """The examples of one game's state operation, by name: (summary, request)."""
    found = {name: (summary, body) for name, (summary, game_id, body) in EXAMPLES.items()
             if game_id == game.id}  # fmt: skip
    # A game without a worked hand shows one as it is dealt: the stakes and seats it takes.
    return found or {"opening": (f"{game.name}: a hand as it is dealt", opening(game))}


def _state_operation(operations: dict[str, Any], path: Mapping[str, Any]) -> dict[str, Any]:
    """The hand-state operation as the path's game's: its id and summary, its request schema
    (the game's own house rules in `options`) and its examples."""
    game = CATALOG[path["game"]]
    operations = copy.deepcopy(operations)
    post = operations["post"]
    first, *rest = game.id.split("_")
    post["operationId"] = first + "".join(part.title() for part in rest) + "State"
    post["summary"] = f"{game.name}: a whole hand so far, its state, the legal next events."
    examples = _state_examples(game)
    body = post["requestBody"]["content"]["application/json"]
    body["schema"] = state_request_schema(game.id)
    body["examples"] = {name: {"summary": s, "value": r} for name, (s, r) in examples.items()}
    post["responses"][200]["content"]["application/json"]["examples"] = {
        name: {"summary": s, "value": _example(game.id, r)} for name, (s, r) in examples.items()
    }
    if game.id != phh.EXAMPLE_GAME:  # the PHH example is a hand of that game
        post["requestBody"]["content"][phh.PHH].pop("example", None)
    return operations


# One operation a game, each taking its game's house rules alone (another game's is not in its
# schema), served by one view: the path names the game.
@blp.route_each(
    {f"/{game_id}/state": {"game": game_id} for game_id in PLAYED_BY_EVENTS},
    _state_operation,
    components=phh.COMPONENTS,
    methods=["POST"],
)
@blp.doc(**phh.DOC)
@blp.arguments(
    PathBody("game", state_request_schema),
    examples={name: {"summary": s, "value": r} for name, (s, _, r) in EXAMPLES.items()},
)
@blp.response(200, StateResponseSchema)
@documents_problems(blp, "POST")
def game_state(request: dict[str, Any], game: str) -> Response:
    """A whole hand so far: its state, whose turn, the legal next events, the result.

    Replays the events under the game's procedure and betting rules. The first illegal event
    is a 422 naming `events.<i>` and the rule it breaks.

    The dealing is the caller's: the service never shuffles. Down cards nobody can see may be
    `??` until the showdown needs them; then the next events ask those seats to `show`.

    The body may instead be a PHH hand history (`Content-Type: application/x-phh+toml`), and
    with `Accept: application/x-phh+toml` the answer is the hand so far in PHH.
    """
    spec = _game(game)
    if phh.wants_phh():
        names = [seat.get("name") for seat in request["seats"]]
        return phh.answer(plan_of(spec, request), events_of(request), names)
    return json_answer(_STATE_SCHEMA, state_answer(spec, request))


@blp.before_request
def _phh_body() -> Response | None:
    """A PHH document as the state endpoint's body (:mod:`service.api.edge.phh`)."""
    game = phh.game_of_phh_body()
    if game is None:
        return None
    spec = _game(game)
    history = phh.read_body(spec.id)
    if phh.wants_phh():
        return phh.answer(history.plan, history.events, history.names, history.scale)
    seats = [{"name": name} if name else {} for name in history.names]
    return json_answer(_STATE_SCHEMA, write_state(spec, seats, history.state, scale=history.scale))


_STATE_SCHEMA: Final = StateResponseSchema()
