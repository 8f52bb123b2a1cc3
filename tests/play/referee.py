"""The service in process, through Flask's test client: each answer checked against the
contract, and a refusal judged (a 4xx problem naming its rule and the field that breaks it)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

from play.contract import mismatches


class Broken(Exception):
    """An invariant does not hold; ``body`` is the request that shows it, ``what`` a short name
    for failures of its kind (by default the detail's first words)."""

    def __init__(
        self, invariant: str, detail: str, body: dict[str, Any] | None = None, what: str = ""
    ) -> None:
        super().__init__(f"{invariant}: {detail}")
        self.invariant, self.detail, self.body = invariant, detail, body
        self.what = what or re.split(r"[\d\[{(':]", detail, maxsplit=1)[0].strip()


@dataclass
class Answer:
    status: int
    body: Any
    content_type: str


class Referee:
    """The service in process, through Flask's test client; every answer checked by the contract."""

    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.mismatches: list[Broken] = []
        """Answers that differ from the contract: noted, and the hand plays on, so that a
        contract mismatch does not hide what else the hand would show."""
        self.catalogue = {g["id"]: g for g in self.get("/v1/games", "/v1/games")["games"]}
        self.rules = {r["id"] for r in self.get("/v1/rules", "/v1/rules")["rules"]}

    def get(self, path: str, template: str) -> Any:
        response = self.client.get(path)
        answer = self._checked(template, "get", response.status_code, response)
        return answer.body

    def post(self, path: str, template: str, body: dict[str, Any]) -> Answer:
        response = self.client.post(path, json=body)
        return self._checked(template or path, "post", response.status_code, response, body)

    def ruling(self, path: str, body: dict[str, Any], invariant: str) -> Any:
        """A ruling the checks lean on (evaluate, totals): it must be a 200."""
        answer = self.post(path, path, body)
        if answer.status != 200:
            raise Broken(invariant, f"POST {path} refused {json.dumps(body)}: {answer.body}")
        return answer.body

    def _checked(
        self, template: str, method: str, status: int, response: Any, body: Any = None
    ) -> Answer:
        payload = response.get_json(silent=True)
        if status >= 500:
            raise Broken("server", f"{status} from {method.upper()} {template}: {payload}", body)
        wrong = mismatches(template, method, status, response.content_type, payload)
        if wrong:
            where = wrong[0].split(":", 1)[0]
            what = f"a {status} answer of {template} at {where}"
            detail = f"{status} answer of {template}: {'; '.join(wrong)}"
            self.mismatches.append(Broken("contract", detail, body, what))
        return Answer(status, payload, response.content_type)

    def contract_refusal_fault(self, answer: Answer, where: str) -> str | None:
        """Why ``answer`` is not a refusal by the contract (a 422 problem without a rule)
        naming a field under ``where``; None when it is one. An operation's `options` are its
        game's, so another game's house rule is refused as an unknown field, `options.<name>`."""
        problem = answer.body or {}
        if answer.status != 422 or answer.content_type != "application/problem+json":
            return f"answered {answer.status} {answer.content_type}"
        if not any(k.startswith(f"{where}.") for k in problem.get("errors", {})):
            return f"refused without naming {where}.<name>: {problem.get('errors')}"
        return None

    def refusal_fault(self, answer: Answer, where: str) -> str | None:
        """Why ``answer`` is not a proper refusal naming a rule and the field ``where``
        (``events.<i>`` for an event) that breaks it; None when it is one."""
        if answer.status == 200:
            return "accepted"
        problem = answer.body or {}
        if not 400 <= answer.status < 500 or answer.content_type != "application/problem+json":
            return f"answered {answer.status} {answer.content_type}"
        rule = problem.get("rule")
        if rule not in self.rules:
            return f"refused without naming a known rule ({rule!r}): {problem.get('detail')}"
        if not any(k.startswith(where) for k in problem.get("errors", {})):
            return f"refused ({rule}) without naming {where}: {problem.get('errors')}"
        return None
