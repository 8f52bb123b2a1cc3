"""A bare Flask app that does nothing: the framework's ceiling under the same gunicorn settings."""

from flask import Flask

app = Flask(__name__)


@app.post("/noop")
@app.get("/noop")
def noop() -> tuple[str, int, dict[str, str]]:
    return '{"ok":true}', 200, {"Content-Type": "application/json"}
