"""Bare Flask apps that do no work: the framework's ceiling under the same gunicorn settings.

``/noop`` answers a tiny body. ``/sized`` reads the request body and answers ``bytes`` bytes of
JSON: the cost of carrying a ruling's request and answer through gunicorn and Flask with no
ruling made, the floor under any endpoint that answers that much.
"""

from flask import Flask, request

app = Flask(__name__)


@app.post("/noop")
@app.get("/noop")
def noop() -> tuple[str, int, dict[str, str]]:
    return '{"ok":true}', 200, {"Content-Type": "application/json"}


@app.post("/sized")
def sized() -> tuple[bytes, int, dict[str, str]]:
    request.get_data()
    size = max(int(request.args.get("bytes", "12")), 12)
    return b'{"pad":"' + b"x" * (size - 11) + b'"}\n', 200, {"Content-Type": "application/json"}
