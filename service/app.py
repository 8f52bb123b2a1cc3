"""The application factory."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any, Final

from flask import Flask

from service import __version__
from service.api.contract.fields import (
    CardField,
    RankField,
    card_field_properties,
    distinct_properties,
    enum_choices_properties,
)
from service.api.contract.unions import ContractPlugin, union_properties
from service.api.edge.caching import install_caching
from service.api.edge.encoding import AnswerJSONProvider
from service.api.edge.guards import install_guards
from service.api.edge.problems import ProblemApi, register_error_handlers

# The state endpoints' direct routes, with their replay cache, registered on import.
from service.api.fast import replays  # noqa: F401
from service.api.views import (
    betting,
    counterbluff,
    disputes,
    game_rulings,
    games,
    hands,
    health,
    histories,
    pots,
    rulebook,
)
from service.api.views.docs import install_docs
from service.page import install_page
from service.settings import DEFAULTS, ENV_PREFIX

_API_DESCRIPTION = """\
The rules referee for poker home games. Send the cards, a betting round, a pot or a whole hand
as JSON; get back the ruling, the rules that decide it (`explanation`, ids from `GET /v1/rules`)
and, for a situation that cannot happen, an `application/problem+json` error naming the field
and the rule. Nothing is stored between requests.

Cards are written one way, in requests and answers: rank `2-9 T J Q K A`, then suit `c d h s`
(`As`, `Td`); `Jk` for a joker; `??` for a card nobody can see, where a hand allows one.
"""


_LEVELS: Final = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def log_level(name: object) -> str:
    """A log level named in any case, as gunicorn reads ``REFEREE_LOG_LEVEL`` too.

    >>> log_level("info")
    'INFO'
    """
    level = str(name).strip().upper()
    if level not in _LEVELS:
        choices = ", ".join(x.lower() for x in _LEVELS)
        raise ValueError(f"REFEREE_LOG_LEVEL={name!r} is not a log level; use one of {choices}")
    return level


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the service: defaults, then ``REFEREE_*`` environment settings, then ``config``."""
    app = Flask(__name__)
    app.config.update(DEFAULTS)
    app.config.from_prefixed_env(ENV_PREFIX)
    app.config.update(config or {})
    app.config.update(
        API_TITLE="Poker rules referee",
        API_VERSION=__version__,
        OPENAPI_VERSION="3.1.0",
        # The contract is served by service.api.views.docs (/openapi.json, /openapi.yaml), finished.
        OPENAPI_URL_PREFIX=None,
        API_SPEC_OPTIONS={
            "info": {
                "description": _API_DESCRIPTION,
                "license": {"name": "MIT", "identifier": "MIT"},
                "contact": {"name": "Poker rules referee maintainers"},
            },
            "servers": [{"url": "/"}],
            # Every operation is open: no credentials, no API key.
            "security": [],
        },
    )
    app.json = AnswerJSONProvider(app)
    logging.getLogger("service").setLevel(log_level(app.config["LOG_LEVEL"]))

    api = ProblemApi(app, spec_kwargs={"marshmallow_plugin": ContractPlugin()})
    api.ma_plugin.converter.add_attribute_function(card_field_properties)
    api.ma_plugin.converter.add_attribute_function(enum_choices_properties)
    api.ma_plugin.converter.add_attribute_function(distinct_properties)
    api.ma_plugin.converter.add_attribute_function(union_properties)
    api.register_field(CardField, "string", None)
    api.register_field(RankField, "string", None)
    for module in (
        health,
        games,
        game_rulings,
        counterbluff,
        hands,
        pots,
        betting,
        histories,
        rulebook,
        disputes,
    ):
        api.register_blueprint(module.blp)
    register_error_handlers(app)
    install_caching(app)
    install_guards(app)
    install_docs(app)
    install_page(app)
    return app
