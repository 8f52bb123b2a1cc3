#!/usr/bin/env bash
# Opt-in: build the referee's image without a Docker daemon, run it, and check it answers.
#
#   sudo deploy/container/build-and-check.sh        (root: buildah with vfs storage)
#
# No image registry is reachable here, so the base image is bootstrapped locally: a minimal
# Debian bookworm (its python3 is 3.11, as the Dockerfile's python:3.11-slim) made with
# debootstrap from Debian's packages, committed with buildah as localhost/referee-base. The
# Dockerfile is then built on it with --build-arg BASE=..., the image is started with chroot
# isolation on the host's loopback, and /v1/health and one ruling are checked. Everything it
# makes lives under $WORK (default /tmp/referee-image) and in buildah's vfs storage there.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="${WORK:-/tmp/referee-image}"
PORT="${PORT:-18000}"
BASE_IMAGE=localhost/referee-base:bookworm
IMAGE=localhost/poker-referee:check
export STORAGE_DRIVER=vfs BUILDAH_ISOLATION=chroot
BUILDAH=(buildah --root "$WORK/storage" --runroot "$WORK/run" --storage-driver vfs)

need() {
    command -v "$1" >/dev/null || { apt-get update -qq && apt-get install -y -qq "$2"; }
}
need buildah buildah
need debootstrap debootstrap
need curl curl
mkdir -p "$WORK"

rootfs="$WORK/rootfs"
if [ ! -f "$rootfs/etc/debian_version" ]; then
    echo "== bootstrapping Debian bookworm in $rootfs"
    rm -rf "$rootfs"
    debootstrap --variant=minbase --include=python3,python3-venv,python-is-python3,ca-certificates \
        bookworm "$rootfs" http://deb.debian.org/debian
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
fi
# The base trusts what this machine trusts (a network that inspects TLS has its own authority),
# and pip inside the build uses that store instead of its own.
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
printf '[global]\ncert = /etc/ssl/certs/ca-certificates.crt\n' > "$rootfs/etc/pip.conf"

echo "== committing $BASE_IMAGE"
base=$("${BUILDAH[@]}" from scratch)
"${BUILDAH[@]}" copy --quiet "$base" "$rootfs" /
"${BUILDAH[@]}" config --env PATH=/usr/local/bin:/usr/bin:/bin "$base"
"${BUILDAH[@]}" commit --quiet "$base" "$BASE_IMAGE" >/dev/null
"${BUILDAH[@]}" rm "$base" >/dev/null

echo "== building $IMAGE"
"${BUILDAH[@]}" build --quiet --format docker --network host --build-arg "BASE=$BASE_IMAGE" \
    --tag "$IMAGE" --file "$ROOT/Dockerfile" "$ROOT"

echo "== running it on 127.0.0.1:$PORT"
container=$("${BUILDAH[@]}" from "$IMAGE")
cleanup() {
    # Stop gunicorn itself (SIGTERM: it drains and exits), then buildah returns on its own.
    pkill -TERM -f -- "bin/gunicorn --config gunicorn.conf.py --bind 127.0.0.1:$PORT" 2>/dev/null || true
    wait "${server:-}" 2>/dev/null || true
    "${BUILDAH[@]}" rm "$container" >/dev/null 2>&1 || true
}
trap cleanup EXIT
"${BUILDAH[@]}" run --network host "$container" -- \
    gunicorn --config gunicorn.conf.py --bind "127.0.0.1:$PORT" &
server=$!
for _ in $(seq 60); do
    curl --silent --fail "http://127.0.0.1:$PORT/v1/health" >/dev/null && break
    sleep 0.5
done

echo "== checking"
curl --silent --fail "http://127.0.0.1:$PORT/v1/health" | grep -q '"status":"ok"'
curl --silent --fail -H 'Content-Type: application/json' \
    -d '{"hands": [{"cards": ["As","Ad","7c","7h","2s"]}, {"cards": ["Kc","Kh","Ks","3d","3c"]}]}' \
    "http://127.0.0.1:$PORT/v1/hands/evaluate" | grep -q '"order":\[\[1\],\[0\]\]'
echo "image $IMAGE: /v1/health and a ruling answered correctly"
