#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; never a downloaded browser build. The Hindi and Bengali pages name
# the phones' own faces for their scripts (app/app.css), which Debian ships as Noto in fonts-noto-core.
set -euo pipefail
# One install at a time: CI starts one in the background and the browser tests' own call waits for it here.
exec 9> "${TMPDIR:-/tmp}/movers-site-chromium.lock"
flock 9
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
# grep reads the whole list: with -q it would stop at the first match and, under pipefail, fc-list's broken pipe
# would count as the face missing.
fc-list 2>/dev/null | grep "Noto Sans Bengali" >/dev/null || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the browser tests: ${missing[*]}. Install Debian's packages (sudo apt-get install ${missing[*]}) or set CHROMIUM_PATH." >&2
exit 1
