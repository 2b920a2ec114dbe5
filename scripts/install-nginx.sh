#!/usr/bin/env bash
# Installs nginx from Debian's packages when it is missing (CI runs this from .ci/run; a laptop
# needs it only for `npm run start:cluster` and the end-to-end tier, which run the app as two
# instances behind it). Only the binary is used: scripts/support/nginx.ts writes its own config
# into a temporary folder and starts it there, so the package's own service is stopped and
# disabled again if the package started it.
set -euo pipefail

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  echo "nginx: $( (nginx -v 2>&1 || /usr/sbin/nginx -v 2>&1) | head -1)"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    exec sudo -n "$0" "$@"
  fi
  echo "nginx is not installed: run 'sudo apt-get install -y nginx' (Debian/Ubuntu), or set NGINX_PATH to an nginx binary." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# Do not let the package start its own server on port 80 (policy-rc.d 101 = "action forbidden").
policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  created_policy=1
fi
cleanup() { if [ "$created_policy" -eq 1 ]; then rm -f "$policy"; fi; }
trap cleanup EXIT

apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx
# Whatever the package set up to run by itself stays off: our config is generated per run.
if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
  systemctl disable --now nginx >/dev/null 2>&1 || true
fi
echo "nginx: $(/usr/sbin/nginx -v 2>&1 | head -1)"
