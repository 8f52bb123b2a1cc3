"""The libraries' private parts the service uses (service/api/fast/internals.py): written for
one major version of each, and each name still there. A new major version (a new minor one for
flask-smorest, still 0.x) fails here first: read the library's changes, check every use in
internals.py, then move ``WRITTEN_FOR`` on."""

from __future__ import annotations

import re
from importlib.metadata import version
from pathlib import Path

import flask_smorest
import flask_smorest.utils
import marshmallow as ma
import marshmallow.error_store
import pytest
from webargs.flaskparser import FlaskParser

from service.api.fast.internals import WRITTEN_FOR

API = Path(__file__).parents[2] / "service" / "api"


@pytest.mark.parametrize(("library", "prefix"), sorted(WRITTEN_FOR.items()))
def test_the_installed_version_is_the_one_the_internals_were_written_for(
    library: str, prefix: str
) -> None:
    assert version(library).startswith(prefix), (
        f"{library} {version(library)}: service/api/fast/internals.py was written for {prefix}x"
    )


def test_every_private_name_used_is_still_there() -> None:
    schema = ma.Schema()
    for name in (
        "_hooks",
        "_invoke_load_processors",
        "_invoke_field_validators",
        "_invoke_schema_validators",
    ):
        assert hasattr(schema, name), name
    assert hasattr(marshmallow.error_store, "ErrorStore")
    assert hasattr(FlaskParser, "_raw_load_json")
    assert hasattr(FlaskParser, "_handle_invalid_json_error")
    assert hasattr(flask_smorest.Api, "_register_responses")
    assert hasattr(flask_smorest.utils, "prepare_response")
    assert hasattr(flask_smorest.utils, "resolve_schema_instance")


PRIVATE = re.compile(
    r"\b(?:ma|marshmallow|schema|field|webargs|flask_smorest|werkzeug|Api|FlaskParser)"
    r"(?:\.\w+)*\._[a-z]\w*"
)


def test_no_other_module_of_the_api_touches_a_private_name() -> None:
    """Overriding ``_serialize`` and ``_deserialize`` is how marshmallow documents a custom
    field: those are its public protocol, not internals."""
    found = [
        f"{path.relative_to(API)}: {match}"
        for path in sorted(API.rglob("*.py"))
        if path.name != "internals.py"
        for line in path.read_text().splitlines()
        if not line.lstrip().startswith(("#", '"', "``"))
        for match in PRIVATE.findall(line.split("#")[0])
        if "``" not in line
    ]
    assert not found
    for path in sorted(API.rglob("*.py")):
        if path.name != "internals.py":
            text = path.read_text()
            assert "flask_smorest.utils" not in text, path
            assert "marshmallow.error_store" not in text, path
