"""One view served at several paths, one endpoint for them all, documented as an operation per
path: each game's hand state (``/v1/games/razz/state``) takes that game's house rules alone,
while the view, its replay cache and its cost model know the operation by its one endpoint.

flask-smorest gives every rule it routes an endpoint of its own, and documents an endpoint once,
at its first rule. :meth:`Blueprint.route_each` routes the first path through flask-smorest (so
the view's arguments, responses and docs are read as for any view), adds the others as Flask adds
a rule, to the same endpoint, and writes each path's operation as a function of the path makes
it from the view's. Only public hooks are used: Flask's ``Blueprint.add_url_rule`` and
flask-smorest's ``register_views_in_doc``, given a spec whose ``path`` writes every path.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import flask
from flask import Flask
from werkzeug.routing import Map, Rule

from service.api.edge.parsing import Blueprint as ParsingBlueprint

Operations = dict[str, Any]
Document = Callable[[Operations, Mapping[str, Any]], Operations]
"""A path's operations, from the view's and the path's defaults (its values: the game)."""


class _EachPathSpec:
    """apispec's spec as flask-smorest writes a blueprint's paths into it: an endpoint routed at
    several paths written once per path, each by its :data:`Document`; every other as it comes."""

    def __init__(self, spec: Any, url_map: Map, documents: Mapping[str, Document]) -> None:
        self._spec = spec
        self._url_map = url_map
        self._documents = documents

    def __getattr__(self, name: str) -> Any:
        return getattr(self._spec, name)

    def path(self, *, rule: Rule, operations: Operations, **kwargs: Any) -> Any:
        """Write ``rule``'s path; for an endpoint of several paths, each of them."""
        document = self._documents.get(rule.endpoint)
        if document is None:
            return self._spec.path(rule=rule, operations=operations, **kwargs)
        for each in self._url_map.iter_rules(rule.endpoint):
            self._spec.path(rule=each, operations=document(operations, each.defaults or {}),
                            **kwargs)  # fmt: skip
        return self


class Blueprint(ParsingBlueprint):
    """The service's Blueprint, with views served at several paths (:meth:`route_each`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._documents: dict[str, Document] = {}
        self._components: dict[str, dict[str, Any]] = {}

    def route_each(
        self,
        paths: Mapping[str, Mapping[str, Any]],
        document: Document,
        *,
        components: Mapping[str, dict[str, Any]] | None = None,
        **options: Any,
    ) -> Callable[[Any], Any]:
        """Route the view at each path (by path: its defaults, the values the view is called
        with) under one endpoint, the view's name; ``document`` writes each path's operations,
        which may refer to ``components`` (JSON Schemas by name)."""
        (first, first_defaults), *others = paths.items()

        def decorator(view: Any) -> Any:
            self.route(first, defaults=dict(first_defaults), **options)(view)
            for path, defaults in others:
                flask.Blueprint.add_url_rule(
                    self, path, view.__name__, view, defaults=dict(defaults), **options
                )
            self._documents[view.__name__] = document
            self._components.update(components or {})
            return view

        return decorator

    def register_views_in_doc(
        self, api: Any, app: Flask, spec: Any, *, name: str, parameters: Any
    ) -> None:
        for component, schema in self._components.items():
            spec.components.schema(component, schema)
        documents = {f"{name}.{view}": made for view, made in self._documents.items()}
        super().register_views_in_doc(
            api, app, _EachPathSpec(spec, app.url_map, documents), name=name, parameters=parameters
        )
