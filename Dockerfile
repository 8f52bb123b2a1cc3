# The referee as a container: gunicorn on port 8000, as a numeric non-root user.

# BASE: any image with Python 3.11 as `python`; deploy/container/build-and-check.sh passes a
# locally bootstrapped Debian where no registry is reachable.
ARG BASE=python:3.11-slim

FROM ${BASE} AS build
WORKDIR /src
# The locked versions, checked against their hashes: the image runs what the suite ran on.
COPY requirements.lock ./
RUN python -m venv /opt/venv \
    && /opt/venv/bin/pip install --no-cache-dir --require-hashes -r requirements.lock
COPY pyproject.toml README.md ./
COPY service ./service
RUN /opt/venv/bin/pip install --no-cache-dir --no-deps .

FROM ${BASE}
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    REFEREE_BIND=0.0.0.0:8000
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
COPY gunicorn.conf.py ./
USER 10001:10001
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/v1/health', timeout=2)"]
CMD ["gunicorn", "--config", "gunicorn.conf.py"]
