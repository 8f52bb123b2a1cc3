"""The WSGI entry point for gunicorn: ``gunicorn -c gunicorn.conf.py service.wsgi:app``."""

from service.app import create_app

app = create_app()
