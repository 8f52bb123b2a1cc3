"""The container recipe and the package as pyproject.toml declares it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]


def test_dockerfile_passes_hadolint() -> None:
    hadolint = Path(sys.executable).with_name("hadolint")
    result = subprocess.run(
        [str(hadolint), "--failure-threshold", "warning", "Dockerfile"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_runs_gunicorn_as_a_numeric_user_with_a_healthcheck() -> None:
    text = (ROOT / "Dockerfile").read_text()
    assert text.count("FROM ") == 2, "two stages"
    assert "USER 10001:10001" in text
    assert "HEALTHCHECK" in text and "/v1/health" in text
    assert 'CMD ["gunicorn"' in text, "exec-form CMD"


@pytest.mark.slow
def test_a_clean_install_imports_the_app(tmp_path: Path) -> None:
    """A dependency missing from pyproject.toml fails here, not in production."""
    source = tmp_path / "source"  # a copy, so that the build leaves the work tree alone
    shutil.copytree(
        ROOT / "service", source / "service", ignore=shutil.ignore_patterns("__pycache__")
    )
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-input", str(source)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert install.returncode == 0, install.stderr[-3000:]
    check = subprocess.run(
        [str(python), "-c", "from service.wsgi import app; print(sorted(app.blueprints))"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert check.returncode == 0, check.stderr[-3000:]
    assert "hands" in check.stdout
