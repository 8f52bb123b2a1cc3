"""The Kubernetes manifests under deploy/ hang together (issue: production readiness): probes
on /v1/health at the container's port, a non-root pod with resource requests, a Service that
selects the pods, an autoscaler that scales the Deployment, a preStop pause, a disruption
budget and topology spread."""

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
    # The preStop pause, then gunicorn drains for up to 20 s (gunicorn.conf.py): the pod is
    # given longer than both.
    pause = container["lifecycle"]["preStop"]["exec"]["command"]
    assert pause[0] == "sleep" and int(pause[1]) >= 3
    assert pod["terminationGracePeriodSeconds"] > int(pause[1]) + 20


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


def test_replicas_spread_over_nodes_and_a_disruption_budget_keeps_one() -> None:
    """Issue: safe on an open port, point 3 (a preStop pause, a PodDisruptionBudget and
    topology spread)."""
    deployment, budget, autoscaler = (
        _load(f"{name}.yaml") for name in ("deployment", "pdb", "hpa")
    )
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    spread = deployment["spec"]["template"]["spec"]["topologySpreadConstraints"]
    assert {c["topologyKey"] for c in spread} >= {"kubernetes.io/hostname"}
    assert all(c["labelSelector"]["matchLabels"].items() <= labels.items() for c in spread)
    assert budget["kind"] == "PodDisruptionBudget"
    assert budget["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert 0 < budget["spec"]["minAvailable"] < autoscaler["spec"]["minReplicas"]
