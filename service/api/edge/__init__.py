"""The edge: what every request passes through (guards, body parsing, cost models, problems,
caching, the JSON writer, PHH bodies)."""
