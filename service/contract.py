"""Write the OpenAPI document the code generates: ``python -m service.contract > openapi.yaml``."""

from __future__ import annotations

import sys

from service.api.views.docs import openapi_yaml
from service.app import create_app


def main() -> None:
    """Print the contract as YAML."""
    with create_app().app_context():
        sys.stdout.write(openapi_yaml())


if __name__ == "__main__":
    main()
