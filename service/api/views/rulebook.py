"""``GET /v1/rules``: the rulebook every ruling cites."""

from __future__ import annotations

from typing import Final

import marshmallow as ma
from flask import Response
from werkzeug.exceptions import NotFound

from service.api.contract.explanation import RuleSchema, explain
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import json_answer
from service.rules.errors import quoted
from service.rules.rulebook import RULEBOOK

blp = Blueprint("rules", __name__, url_prefix="/v1/rules", description="The rulebook.")


class RulebookSchema(ma.Schema):
    """Every rule the service can cite."""

    rules = ma.fields.List(ma.fields.Nested(RuleSchema), required=True)


_RULE_SCHEMA: Final = RuleSchema()
_RULEBOOK_SCHEMA: Final = RulebookSchema()
_EXAMPLE = _RULE_SCHEMA.dump(RULEBOOK["high.wheel"])


@blp.route("", methods=["GET"])
@blp.doc(operationId="listRules")
@blp.response(200, RulebookSchema, example={"rules": [_EXAMPLE]})
@documents_problems(blp, "GET")
def list_rules() -> Response:
    """Every rule the service applies, with its source.

    The rulebook in order; rulings cite these ids in their `explanation`.
    """
    return json_answer(_RULEBOOK_SCHEMA, {"rules": explain(RULEBOOK)})


@blp.route("/<string:rule_id>", methods=["GET"])
@blp.doc(
    operationId="getRule",
    parameters=[
        {
            "in": "path",
            "name": "rule_id",
            "required": True,
            "schema": {"type": "string", "enum": list(RULEBOOK)},
            "example": "high.wheel",
        }
    ],
)
@blp.response(200, RuleSchema, example=_EXAMPLE)
@documents_problems(blp, "GET")
def get_rule(rule_id: str) -> Response:
    """One rule by id: its sentence and source.

    The rule with this id; a problem type of a 422 links here too.
    """
    if rule_id not in RULEBOOK:
        raise NotFound(f"There is no rule {quoted(rule_id)}; GET /v1/rules lists them all.")
    return json_answer(_RULE_SCHEMA, explain([rule_id])[0])
