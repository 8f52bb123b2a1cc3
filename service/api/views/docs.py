"""The contract as a document (``/openapi.json``, ``/openapi.yaml``) and the docs page ``/docs``.

The page is Swagger UI 5 from the flask-swagger-ui package, served from local files: it works
with no network.
"""

from __future__ import annotations

from typing import Any

import yaml
from flask import Blueprint, Flask, Response, current_app
from flask_swagger_ui import get_swaggerui_blueprint

from service.api.contract.shape import finish
from service.api.fast.answers import worked_out
from service.settings import DOCS_PATH

__all__ = ["DOCS_PATH", "install_docs", "openapi_dict", "openapi_yaml", "spec_blp"]

spec_blp = Blueprint("contract", __name__)


def openapi_dict() -> dict[str, Any]:
    """The OpenAPI document the code generates."""
    api = current_app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    api.document()  # the operations are written on first reading (service/api/fast/internals.py)
    # The examples the views left to be worked out now (service/api/fast/answers.py).
    return finish(worked_out(api.spec.to_dict()), api.ma_plugin.converter.refs)


# libyaml's emitter writes the same text as the pure-Python one, six times faster (0.45 s of
# the master's start-up went to this document); the pure one where PyYAML was built without it.
_DUMPER: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def openapi_yaml(document: dict[str, Any] | None = None) -> str:
    """The OpenAPI document as YAML, exactly as committed in ``openapi.yaml``."""
    document = openapi_dict() if document is None else document
    return yaml.dump(document, Dumper=_DUMPER, sort_keys=False, allow_unicode=True)


def _served() -> dict[str, Any]:
    """The document the two views below write, finished once per app: they only read it, and
    finishing it twice cost the master's start-up (priming makes both) a tenth of a second."""
    kept: dict[str, Any] = current_app.extensions.setdefault("referee-contract", {})
    if "document" not in kept:
        kept["document"] = openapi_dict()
    return kept["document"]  # type: ignore[no-any-return]


@spec_blp.route("/openapi.json", methods=["GET"])
def contract_json() -> Response:
    """The contract as JSON."""
    return Response(current_app.json.dumps(_served()), mimetype="application/json")


@spec_blp.route("/openapi.yaml", methods=["GET"])
def contract_yaml() -> Response:
    """The contract as YAML."""
    return Response(openapi_yaml(_served()), mimetype="application/yaml")


def install_docs(app: Flask) -> None:
    """Serve the YAML contract and the docs page (flask-smorest serves ``/openapi.json``)."""
    app.register_blueprint(spec_blp)
    app.register_blueprint(
        get_swaggerui_blueprint(
            DOCS_PATH,
            "/openapi.json",
            config={"app_name": "Poker rules referee", "tryItOutEnabled": True},
        ),
        url_prefix=DOCS_PATH,
    )
