"""Liveness and version."""

from __future__ import annotations

from typing import Final

import marshmallow as ma
from flask import Response

from service import __version__
from service.api.edge.parsing import Blueprint
from service.api.edge.problems import documents_problems
from service.api.fast.answers import json_answer

blp = Blueprint("health", __name__, url_prefix="/v1", description="Liveness and version.")


class HealthSchema(ma.Schema):
    """The service is up."""

    status = ma.fields.String(required=True, metadata={"enum": ["ok"]})
    version = ma.fields.String(required=True, metadata={"example": __version__})


_SCHEMA: Final = HealthSchema()


@blp.route("/health", methods=["GET"])
@blp.doc(operationId="getHealth")
@blp.response(200, HealthSchema, example={"status": "ok", "version": __version__})
@documents_problems(blp, "GET")
def health() -> Response:
    """Is the service up, and which version is it?

    Answers as long as the process can serve requests; it does no other work.
    """
    return json_answer(_SCHEMA, {"status": "ok", "version": __version__})
