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

DOCS_PATH = "/docs"

spec_blp = Blueprint("contract", __name__)


def openapi_dict() -> dict[str, Any]:
    """The OpenAPI document the code generates."""
    api = current_app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    return finish(api.spec.to_dict(), api.ma_plugin.converter.refs)


def openapi_yaml() -> str:
    """The OpenAPI document as YAML, exactly as committed in ``openapi.yaml``."""
    return yaml.safe_dump(openapi_dict(), sort_keys=False, allow_unicode=True)


@spec_blp.route("/openapi.json", methods=["GET"])
def contract_json() -> Response:
    """The contract as JSON."""
    return Response(current_app.json.dumps(openapi_dict()), mimetype="application/json")


@spec_blp.route("/openapi.yaml", methods=["GET"])
def contract_yaml() -> Response:
    """The contract as YAML."""
    return Response(openapi_yaml(), mimetype="application/yaml")


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
