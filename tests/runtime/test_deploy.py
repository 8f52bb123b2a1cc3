"""The Kubernetes manifests under deploy/ hang together (issue: production readiness): probes
on /v1/health at the container's port, a non-root pod with resource requests, a Service that
selects the pods, an autoscaler that scales the Deployment."""

from __future__ import annotations

from typing import Any

import yaml
from live_server import ROOT

from service import __version__

MANIFESTS = ROOT / "deploy" / "kubernetes"


def _load(name: str) -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load((MANIFESTS / name).read_text())
    return document


def test_the_deployment_probes_health_as_a_non_root_user_with_requests() -> None:
    deployment = _load("deployment.yaml")
    pod = deployment["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    port = container["ports"][0]
    assert port["containerPort"] == 8000
    env = {e["name"]: e["value"] for e in container["env"]}
    assert env["REFEREE_BIND"] == "0.0.0.0:8000"
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert container[probe]["httpGet"] == {"path": "/v1/health", "port": port["name"]}
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] != 0
    assert set(container["resources"]["requests"]) == {"cpu", "memory"}
    assert container["image"].endswith(f":{__version__}")
    # Worker count follows the CPU the pod is given.
    assert env["REFEREE_WORKERS"] == str(container["resources"]["limits"]["cpu"])
    # gunicorn drains for up to 20 s (gunicorn.conf.py); the pod is given longer.
    assert pod["terminationGracePeriodSeconds"] > 20


def test_the_service_and_the_autoscaler_point_at_the_deployment() -> None:
    deployment, service, autoscaler = (
        _load(f"{name}.yaml") for name in ("deployment", "service", "hpa")
    )
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert service["spec"]["selector"].items() <= labels.items()
    port_name = deployment["spec"]["template"]["spec"]["containers"][0]["ports"][0]["name"]
    assert service["spec"]["ports"][0]["targetPort"] == port_name
    target = autoscaler["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", deployment["metadata"]["name"])
    assert autoscaler["spec"]["minReplicas"] >= 2
