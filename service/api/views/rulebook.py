"""``GET /v1/rules``: the rulebook every ruling cites."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from werkzeug.exceptions import NotFound

from service.api.contract.explanation import RuleSchema
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.rules.errors import quoted
from service.rules.rulebook import RULEBOOK

blp = Blueprint("rules", __name__, url_prefix="/v1/rules", description="The rulebook.")


class RulebookSchema(ma.Schema):
    """Every rule the service can cite."""

    rules = ma.fields.List(ma.fields.Nested(RuleSchema), required=True)


_EXAMPLE = RuleSchema().dump(RULEBOOK["high.wheel"])


@blp.route("", methods=["GET"])
@blp.doc(operationId="listRules")
@blp.response(200, RulebookSchema, example={"rules": [_EXAMPLE]})
@documents_problems(blp, "GET")
def list_rules() -> dict[str, Any]:
    """Every rule the service applies, with its source.

    The rulebook in order; rulings cite these ids in their `explanation`.
    """
    return {"rules": list(RULEBOOK.values())}


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
def get_rule(rule_id: str) -> Any:
    """One rule by id: its sentence and source.

    The rule with this id; a problem type of a 422 links here too.
    """
    rule = RULEBOOK.get(rule_id)
    if rule is None:
        raise NotFound(f"There is no rule {quoted(rule_id)}; GET /v1/rules lists them all.")
    return rule
